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

    /// A stored property of an instance of a learner's class (`Screen.bag`).
    public struct Place: Codable, Equatable, Sendable {
        /// The module of the input that declared the class (`Input3`).
        public var module: String
        /// The class's name.
        public var className: String
        /// The property's name.
        public var property: String

        /// The property `property` of `className`, declared by `module`.
        public init(module: String, className: String, property: String) {
            self.module = module
            self.className = className
            self.property = property
        }
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
    /// For a live subscription in a bag whose owner is alive though no variable or screen
    /// reaches it (a retain cycle keeps it): that bag.
    public var cycle: Place?
    /// With `cycle`: which object it is (two objects of one class are two cycles).
    public var cycleOwner: Int?
    /// For a live subscription whose source was held by an object that is gone, while nothing
    /// the learner reaches holds the source: where the source was held.
    public var outlivedSource: Place?
    /// For a subscription an operator made to an inner sequence (`flatMapFirst`'s to what its
    /// closure returned): that operator; nil for the program's own subscriptions.
    public var innerOperator: String?
    /// With `innerOperator`: the name of the program's subscription the operator belongs to.
    public var outer: String?

    /// A subscription called `name`.
    public init(
        name: String, source: String?, state: State, bag: String?, isHeldByVariable: Bool, cycle: Place? = nil,
        outlivedSource: Place? = nil
    ) {
        self.name = name
        self.source = source
        self.state = state
        self.bag = bag
        self.isHeldByVariable = isHeldByVariable
        self.cycle = cycle
        self.outlivedSource = outlivedSource
    }
}
