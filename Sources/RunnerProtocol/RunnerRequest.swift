/// What the session asks of the runner process, one request per line of JSON on the request
/// channel; the runner answers each with one `RunnerReply`.
public enum RunnerRequest: Codable, Equatable, Sendable {
    /// Loads the compiled input at `library` and runs its top-level code (`entry`).
    case run(library: String, entry: String)
    /// Moves the virtual clock `nanoseconds` forward, running what falls due.
    case advance(nanoseconds: Int64)
    /// Runs scheduled work until nothing is left or `limit` nanoseconds of virtual time from now
    /// have passed.
    case runUntilIdle(limit: Int64)
    /// Ends a playground page as Xcode does: runs scheduled work until idle or `limit` only when
    /// the page asked for indefinite execution (`PlaygroundPage.current`).
    case finishPage(limit: Int64)
    /// Sends back the timeline recorded so far (`RunnerReply.payload`: Marbles' `Timeline` as JSON).
    case timeline
    /// Ends the runner.
    case quit
}
