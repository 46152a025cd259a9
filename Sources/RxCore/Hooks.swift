/// Places where the host program can watch what the engine would otherwise only print in a
/// debug build of RxSwift.
public enum Hooks {
    /// What can go wrong in the use of a subject or `create` observer.
    public enum Anomaly: Equatable {
        /// An event was sent while the previous one was still being delivered, on the same thread.
        case reentrancy
        /// Events were sent from two threads at once.
        case synchronization
    }

    private static let lock = RecursiveLock()
    nonisolated(unsafe) private static var errorHandler: (Swift.Error) -> Void = { _ in }
    nonisolated(unsafe) private static var anomalyHandler: ((Anomaly) -> Void)?

    /// Called with the error of a subscription that has no `onError` handler. Does nothing by
    /// default, as in a release build of RxSwift (a debug build prints
    /// `Unhandled error happened: …`).
    public static var defaultErrorHandler: (Swift.Error) -> Void {
        get { lock.performLocked { errorHandler } }
        set { lock.performLocked { errorHandler = newValue } }
    }

    /// Called when a subject receives an event while still delivering the previous one: the
    /// anomaly a debug build of RxSwift reports with `⚠️ Reentrancy anomaly was detected.` The
    /// events are delivered the same way whether this is set or not.
    public static var anomalyDetected: ((Anomaly) -> Void)? {
        get { lock.performLocked { anomalyHandler } }
        set { lock.performLocked { anomalyHandler = newValue } }
    }

    static func report(_ anomaly: Anomaly) {
        anomalyDetected?(anomaly)
    }
}
