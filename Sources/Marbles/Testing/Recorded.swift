import RxSwift

/// A virtual time in ticks, as `TestScheduler` counts it.
public typealias TestTime = Int

/// A value recorded at a virtual time: usually an event seen by a test observer.
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A value recorded at `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded {
    /// A `next(element)` event at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    {
        Recorded(time: time, value: .error(error))
    }
}

/// Events compare by kind and element; errors compare by their text.
extension Event: Equatable where Element: Equatable {
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): return left == right
        case (.completed, .completed): return true
        case (.error(let left), .error(let right)): return "\(left)" == "\(right)"
        default: return false
        }
    }
}

/// When a test observable was subscribed and when that subscription was disposed.
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible {
    /// The time of subscribing.
    public let subscribe: TestTime
    /// The time of disposing, `Int.max` while still subscribed.
    public let unsubscribe: TestTime

    /// A subscription that is still live.
    public init(_ subscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = .max
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200 : 1000)`, or `(200 : +∞)` while live.
    public var debugDescription: String {
        let end = unsubscribe == .max ? "+∞" : "\(unsubscribe)"
        return "(\(subscribe) : \(end))"
    }
}
