import Synchronization

/// Places where the host program can watch what the engine would otherwise only print in a
/// debug build of RxSwift.
public enum Hooks {
    /// What can go wrong in the use of a subject or `create` observer.
    @_spi(Playground) public enum Anomaly: Equatable {
        /// An event was sent while the previous one was still being delivered, on the same thread.
        case reentrancy
        /// Events were sent from two threads at once.
        case synchronization
    }

    /// What `defaultErrorHandler` is given: the call stack recorded when the subscription was
    /// made (empty unless `recordCallStackOnError` is set) and the unhandled error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void
    /// What records the call stack of a subscription, for `defaultErrorHandler`.
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Made at the first use of `defaultErrorHandler` or `customCaptureSubscriptionCallstack`,
    /// as RxSwift's is, and counted in `Resources.total` from then on.
    private static let lock = RecursiveLock()
    /// Guards what RxSwift has no counterpart of.
    private static let anomalyLock = RecursiveLock(counted: false)
    nonisolated(unsafe) private static var errorHandler: DefaultErrorHandler = { _, _ in }
    nonisolated(unsafe) private static var callStackCapture: CustomCaptureSubscriptionCallstack = { [] }
    private static let recordsCallStack = Atomic<Bool>(false)
    nonisolated(unsafe) private static var anomalyHandler: ((Anomaly) -> Void)?

    /// Whether subscriptions record their call stack for `defaultErrorHandler`; off by default,
    /// as in RxSwift, because recording is slow.
    public static var recordCallStackOnError: Bool {
        get { recordsCallStack.load(ordering: .relaxed) }
        set { recordsCallStack.store(newValue, ordering: .relaxed) }
    }

    /// Called with the error of a subscription that has no `onError` handler. Does nothing by
    /// default, as in a release build of RxSwift (a debug build prints
    /// `Unhandled error happened: …`).
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { lock.performLocked { errorHandler } }
        set { lock.performLocked { errorHandler = newValue } }
    }

    /// Records the call stack of a subscription when `recordCallStackOnError` is set; by default
    /// returns nothing (there are no symbolicated call stacks on Linux).
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { lock.performLocked { callStackCapture } }
        set { lock.performLocked { callStackCapture = newValue } }
    }

    /// The call stack to hand to `defaultErrorHandler` for a subscription made now.
    static func subscriptionCallStack() -> [String] {
        recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
    }

    /// Called when an event arrives while the previous one is still being delivered, at each
    /// place a debug build of RxSwift checks (subjects, `create` observers, operators' sinks and
    /// `subscribe(onNext:…)` observers made while it is set): the anomaly RxSwift reports with
    /// `⚠️ Reentrancy anomaly was detected.` (`Anomaly.debugMessage`). The events are delivered
    /// the same way whether this is set or not.
    @_spi(Playground) public static var anomalyDetected: ((Anomaly) -> Void)? {
        get { anomalyLock.performLocked { anomalyHandler } }
        set {
            anomalyLock.performLocked { anomalyHandler = newValue }
            DeliveryTracker.isOn.store(newValue != nil, ordering: .relaxed)
        }
    }

    /// Sets the handler of unhandled errors without making the lock RxSwift makes at the first
    /// use of `defaultErrorHandler`: for the playground's runner, which reports as a debug build
    /// of RxSwift does from the start, where `Resources.total` must still start at 0. Only
    /// before anything else runs.
    @_spi(Playground) public static func installDefaultErrorHandler(_ handler: @escaping DefaultErrorHandler) {
        errorHandler = handler
    }

    static func report(_ anomaly: Anomaly) {
        anomalyDetected?(anomaly)
    }
}
