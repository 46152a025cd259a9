/// One of the learner's variables, as the runner reports it (`:vars`).
public struct RunnerVariable: Codable, Equatable, Sendable {
    /// The variable's name.
    public var name: String
    /// Whether it is a `let`.
    public var isConstant: Bool
    /// Its type as Swift source spells it (`[Int]`).
    public var type: String
    /// Its value as the prompt shows one.
    public var value: String

    /// A variable `name` of `type` holding `value`.
    public init(name: String, isConstant: Bool, type: String, value: String) {
        self.name = name
        self.isConstant = isConstant
        self.type = type
        self.value = value
    }
}

/// One subscription, as the runner reports it (`:subs`).
public struct RunnerSubscription: Codable, Equatable, Sendable {
    /// Where a subscription is.
    public enum State: String, Codable, Sendable {
        /// Still receiving.
        case live
        /// Ended by its source's error or completion.
        case ended
        /// Disposed.
        case disposed
    }

    /// Its lane's name: the variable holding it, or `sub1`, `sub2` …
    public var name: String
    /// The lane name of what it subscribed to, if that has one.
    public var source: String?
    /// Whether it is live, ended or disposed.
    public var state: State
    /// The bag holding it, as the learner names it (`bag`, `MainViewController.bag`), if one does.
    public var bag: String?
    /// Whether one of the learner's variables holds it.
    public var isHeldByVariable: Bool

    /// A subscription called `name`.
    public init(name: String, source: String?, state: State, bag: String?, isHeldByVariable: Bool) {
        self.name = name
        self.source = source
        self.state = state
        self.bag = bag
        self.isHeldByVariable = isHeldByVariable
    }
}
