import Foundation
import RxSwift
import TestSupport
import Testing

/// `OperationQueueScheduler` on a real `OperationQueue` (its virtual-clock routing is tested in
/// `ProcessWideStateScenarios`, where installing a clock disturbs no other test).
@Suite("OperationQueueScheduler")
struct OperationQueueSchedulerTests {
    @Test("actions run as operations on the queue, with the scheduler's priority")
    func runsOnTheQueue() async {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        expectTrue(scheduler.operationQueue === queue)
        expectEqual(scheduler.queuePriority, .high)
        expectEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
        let recorder = ThreadSafeRecorder<String>()
        _ = scheduler.schedule(()) { _ in
            recorder.on(.next(OperationQueue.current === queue ? "on the queue" : "elsewhere"))
            return Disposables.create()
        }
        expectTrue(await waitUntil { recorder.events.count == 1 })
        expectEqual(recorder.events.map(\.debugDescription), ["next(on the queue)"])
    }

    @Test("an action disposed before its operation runs is skipped; one that ran has its disposable disposed")
    func cancellation() async {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let recorder = ThreadSafeRecorder<String>()
        let skipped = scheduler.schedule("skipped") {
            recorder.on(.next($0)); return Disposables.create()
        }
        let ran = scheduler.schedule("ran") { state in
            recorder.on(.next(state))
            return Disposables.create { recorder.on(.next("disposed")) }
        }
        skipped.dispose()
        queue.isSuspended = false
        expectTrue(await waitUntil { recorder.events.count == 1 })
        ran.dispose()
        expectEqual(recorder.events.map(\.debugDescription), ["next(ran)", "next(disposed)"])
    }

    @Test("subscribe(on:) subscribes from an operation")
    func subscribeOn() async {
        let queue = OperationQueue()
        let recorder = ThreadSafeRecorder<Int>()
        _ = Observable.of(1, 2).subscribe(on: OperationQueueScheduler(operationQueue: queue)).subscribe(recorder.on)
        expectTrue(await waitUntil { recorder.events.count == 3 })
        expectEqual(recorder.events.map(\.debugDescription), ["next(1)", "next(2)", "completed"])
    }
}
