import RxSwift

/// A value recorded at a virtual time: usually an event seen by a test observer.
///
/// ```swift
/// let recorded = Recorded(time: 210, value: Event.next(2))
/// print(recorded)  // next(2) @ 210
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// When it happened.
    public let time: TestTime
    /// What happened.
    public let value: Value

    /// A value recorded at `time`.
    ///
    /// - Parameters:
    ///   - time: the virtual time the value was produced at.
    ///   - value: the value.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// `value @ time`, e.g. `next(2) @ 210`.
    public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {
    /// Equal when both the times and the values are.
    public static func == (lhs: Recorded<Value>, rhs: Recorded<Value>) -> Bool {
        lhs.time == rhs.time && lhs.value == rhs.value
    }
}
