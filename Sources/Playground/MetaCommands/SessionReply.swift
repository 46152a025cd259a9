/// What the session answers to one line.
public struct SessionReply: Equatable, Sendable {
    /// The text to show (empty when there is nothing to say).
    public var output: String
    /// The input is not complete yet: ask for a continuation line.
    public var needsContinuation: Bool
    /// The learner asked to leave.
    public var shouldQuit: Bool
    /// What the line asked for failed: an input stopped at an error (also one raised by a
    /// handler while time moved on), or a meta-command could not do its job. Scripts stop here.
    public var failed: Bool

    init(output: String = "", needsContinuation: Bool = false, shouldQuit: Bool = false, failed: Bool = false) {
        self.output = output
        self.needsContinuation = needsContinuation
        self.shouldQuit = shouldQuit
        self.failed = failed
    }

    /// This reply, then `next`: both outputs, and what `next` asks for.
    func followed(by next: SessionReply) -> SessionReply {
        SessionReply(output: output + next.output, needsContinuation: next.needsContinuation,
                     shouldQuit: shouldQuit || next.shouldQuit, failed: failed || next.failed)
    }

    /// A reply saying that what was asked failed.
    static func failure(_ output: String) -> SessionReply {
        SessionReply(output: output, failed: true)
    }
}
