/// A disposable whose disposal runs on a scheduler: `dispose()` schedules the disposal of the
/// wrapped disposable on `scheduler`.
///
/// ```
/// let d = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
/// d.dispose()   // `subscription` is disposed when `scheduler` runs the work
/// ```
public final class ScheduledDisposable: DisposeBase, Cancelable {
    /// The scheduler the disposal runs on.
    public let scheduler: ImmediateSchedulerType
    private let disposed = AtomicFlag()
    private let lock = RecursiveLock()
    private var disposable: Disposable?

    /// Wraps `disposable` so that disposing it happens on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
        super.init()
    }

    /// Whether the wrapped disposable has been disposed (on the scheduler).
    public var isDisposed: Bool { disposed.isSet }

    /// Schedules the disposal of the wrapped disposable on `scheduler`.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeNow()
            return Disposables.create()
        }
    }

    private func disposeNow() {
        guard disposed.set() else { return }
        let target: Disposable? = lock.performLocked {
            defer { disposable = nil }
            return disposable
        }
        target?.dispose()
    }
}
