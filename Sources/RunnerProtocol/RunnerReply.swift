/// The runner's answer to one request. Output the learner's code printed meanwhile travels on
/// its own channel (the runner's standard output), flushed before the reply is sent.
public struct RunnerReply: Codable, Equatable, Sendable {
    /// Whether the request was carried out; a refusal says why in `message`.
    public var succeeded: Bool
    /// Why a request was refused (a library that does not load, an entry it lacks).
    public var message: String?
    /// Why a user action was refused, for the session to word; `message` then has it in English.
    public var refusal: UserActionRefusal?
    /// The virtual time after the request, in nanoseconds.
    public var now: Int64
    /// How many pieces of work are still scheduled on the virtual clock.
    public var pending: Int
    /// What a request asked for (a timeline as JSON), or nil.
    public var payload: String?

    /// A reply.
    public init(
        succeeded: Bool, message: String? = nil, refusal: UserActionRefusal? = nil, now: Int64, pending: Int,
        payload: String? = nil
    ) {
        self.payload = payload
        self.refusal = refusal
        self.succeeded = succeeded
        self.message = message
        self.now = now
        self.pending = pending
    }
}
