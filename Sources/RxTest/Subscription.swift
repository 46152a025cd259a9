/// When a test observable was subscribed and when that subscription was disposed.
///
/// ```swift
/// print(Subscription(200, 1000))  // (200: 1000)
/// print(Subscription(200))        // (200: Infinity)
/// ```
public struct Subscription: Hashable, CustomDebugStringConvertible {
    /// The time of subscribing.
    public let subscribe: Int
    /// The time of disposing, `Int.max` while still subscribed.
    public let unsubscribe: Int

    /// A subscription that has not been disposed.
    ///
    /// - Parameter subscribe: the time of subscribing.
    public init(_ subscribe: Int) {
        self.init(subscribe, Int.max)
    }

    /// A subscription from `subscribe` to `unsubscribe`.
    ///
    /// - Parameters:
    ///   - subscribe: the time of subscribing.
    ///   - unsubscribe: the time of disposing.
    public init(_ subscribe: Int, _ unsubscribe: Int) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// `(200: 1000)`, or `(200: Infinity)` while still subscribed, as RxTest prints them.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
