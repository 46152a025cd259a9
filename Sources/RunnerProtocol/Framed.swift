/// A request or a reply with its number: the session numbers its requests, and the runner
/// answers each with the request's number, so a line that learner code writes on the reply
/// channel (it runs in the runner's process and can reach the descriptor) is told from the
/// runtime's reply, never taken for it, and never shifts the replies after it.
public struct Framed<Body: Codable & Sendable>: Codable, Sendable {
    /// The request's number, counted from 1 by each runner's session.
    public var sequence: Int
    /// The request or the reply.
    public var body: Body

    /// `body` numbered `sequence`.
    public init(sequence: Int, body: Body) {
        self.sequence = sequence
        self.body = body
    }
}
