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
    /// Sends back the learner's variables (`RunnerReply.payload`: `[RunnerVariable]` as JSON).
    case variables
    /// Sends back the subscriptions (`RunnerReply.payload`: `[RunnerSubscription]` as JSON).
    case subscriptions
    /// Sends back what the screen shows (`RunnerReply.payload`: ScreenModel's `ScreenSnapshot`
    /// as JSON).
    case screen
    /// Sends back RxSwift's `Resources.total` (`RunnerReply.payload`: the number).
    case resources
    /// Loads the compiled input at `library` and runs its top-level code (`entry`) with nothing
    /// recorded on the timeline; sends back the value it captured (`RunnerReply.payload`:
    /// `Type = value`, as the prompt shows a value).
    case evaluate(library: String, entry: String)
    /// Starts or stops recording the timeline (it records from the start). A program's run stops
    /// it: nothing reads a program's timeline, and recording costs a lane entry per event.
    case recordTimeline(Bool)
    /// Acts as the user on what the screen shows (a tap, a selection, going back …); fails with
    /// the reason (`RunnerReply.message`) when the screen has nothing to act on.
    case act(UserAction)
    /// Ends the runner.
    case quit
}
