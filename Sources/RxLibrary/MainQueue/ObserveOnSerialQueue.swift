import Interpreter
import RxSwift

/// `observe(on:)` for a serial queue's scheduler (`MainScheduler`, `SerialDispatchQueueScheduler`),
/// as RxSwift does it: each event is scheduled on its own, so on `MainScheduler.instance` an
/// element sent from the main queue while nothing waits is delivered at once.
package enum ObserveOnSerialQueue {
    /// Whether `scheduler` takes the per-event path (a serial queue's scheduler).
    package static func applies(to scheduler: ImmediateSchedulerType) -> Bool {
        if scheduler is VirtualMainScheduler { return true }
        if let queued = scheduler as? VirtualQueueScheduler { return !queued.queue.isConcurrent }
        return false
    }

    /// `source`'s events, each delivered through `scheduler.schedule`.
    package static func observable(_ source: Observable<Value>, on scheduler: ImmediateSchedulerType) -> Observable<Value> {
        Observable<Value>.create { observer in
            let cancel = BooleanDisposable()
            var stopped = false
            let subscription = source.subscribe { event in
                if stopped { return }
                if event.isStopEvent { stopped = true }
                _ = scheduler.schedule(event) { event in
                    if !cancel.isDisposed { observer.on(event) }
                    return Disposables.create()
                }
            }
            return Disposables.create(subscription, cancel)
        }
    }
}

extension RxValues {
    /// `observe(on:)`: per event on a serial queue's scheduler, RxSwift's queue-draining sink otherwise.
    package static func observe(_ source: Observable<Value>, on scheduler: ImmediateSchedulerType) -> Observable<Value> {
        ObserveOnSerialQueue.applies(to: scheduler)
            ? ObserveOnSerialQueue.observable(source, on: scheduler) : source.observe(on: scheduler)
    }
}
