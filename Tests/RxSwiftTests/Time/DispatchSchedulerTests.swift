import Dispatch
import Foundation
import RxSwift
import TestSupport
import Testing

/// Real-time tests: short waits, generous timeouts.
@Suite("dispatch-queue schedulers", .serialized)
struct DispatchSchedulerTests {
    private static let queueKey = DispatchSpecificKey<String>()

    private func serialScheduler(_ name: String) -> SerialDispatchQueueScheduler {
        SerialDispatchQueueScheduler(internalSerialQueueName: name) { queue in
            queue.setSpecific(key: Self.queueKey, value: name)
        }
    }

    @Test("a serial scheduler runs work on its own queue, configured by serialQueueConfiguration")
    func serialRunsOnItsQueue() async {
        let scheduler = serialScheduler("rx.test.serial")
        let ranOn = ThreadSafeRecorder<String?>()
        _ = scheduler.schedule(()) { _ in
            ranOn.on(.next(DispatchQueue.getSpecific(key: Self.queueKey)))
            return Disposables.create()
        }
        expectTrue(await waitUntil { ranOn.events.count == 1 })
        expectEqual(ranOn.events, [.next("rx.test.serial")])
    }

    @Test("scheduleRelative runs after the delay; disposing first cancels it")
    func scheduleRelative() async {
        let scheduler = serialScheduler("rx.test.relative")
        let start = Date()
        let fired = ThreadSafeRecorder<TimeInterval>()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
            fired.on(.next(Date().timeIntervalSince(start)))
            return Disposables.create()
        }
        let cancelled = ThreadSafeRecorder<Int>()
        scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
            cancelled.on(.next(1))
            return Disposables.create()
        }.dispose()
        expectTrue(await waitUntil { fired.events.count == 1 })
        if case .next(let elapsed) = fired.events.first {
            expectTrue(elapsed >= 0.019)
        }
        expectTrue(cancelled.events.isEmpty)
    }

    @Test("schedulePeriodic ticks with its state until disposed")
    func schedulePeriodic() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let states = ThreadSafeRecorder<Int>()
        let subscription = scheduler.schedulePeriodic(0, startAfter: .milliseconds(2), period: .milliseconds(2)) {
            state in
            states.on(.next(state))
            return state + 1
        }
        expectTrue(await waitUntil { states.events.count >= 3 })
        subscription.dispose()
        await pause(0.02)
        let count = states.events.count
        await pause(0.02)
        expectEqual(states.events.count, count)
        expectEqual(Array(states.events.prefix(3)), [.next(0), .next(1), .next(2)])
    }

    @Test("observe(on:) a serial scheduler delivers every event, in order, on its queue")
    func observeOnSerial() async {
        let scheduler = serialScheduler("rx.test.observe")
        let recorder = ThreadSafeRecorder<String>()
        _ = Observable.of(1, 2, 3).observe(on: scheduler).subscribe { event in
            recorder.on(event.map { "\($0)@\(DispatchQueue.getSpecific(key: Self.queueKey) ?? "?")" })
        }
        expectTrue(await waitUntil { recorder.events.count == 4 })
        expectEqual(recorder.events, [
            .next("1@rx.test.observe"), .next("2@rx.test.observe"), .next("3@rx.test.observe"), .completed,
        ])
    }

    @Test("observe(on:) a serial scheduler drops events queued before disposal")
    func observeOnSerialDisposal() async {
        let scheduler = serialScheduler("rx.test.observe.dispose")
        let gate = DispatchSemaphore(value: 0)
        _ = scheduler.schedule(()) { _ in
            gate.wait()
            return Disposables.create()
        }
        let recorder = ThreadSafeRecorder<Int>()
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(recorder.on)
        subject.onNext(1)
        subscription.dispose()
        gate.signal()
        let done = ThreadSafeRecorder<Int>()
        _ = scheduler.schedule(()) { _ in
            done.on(.completed)
            return Disposables.create()
        }
        expectTrue(await waitUntil { done.events.count == 1 })
        expectTrue(recorder.events.isEmpty)
    }

    @Test("time operators run on a concurrent scheduler")
    func operatorsOnConcurrentScheduler() async {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(), leeway: .milliseconds(1))
        let timer = ThreadSafeRecorder<Int>()
        _ = Observable<Int>.timer(.milliseconds(5), scheduler: scheduler).subscribe(timer.on)
        let delayed = ThreadSafeRecorder<Int>()
        _ = Observable.of(1, 2, 3).delay(.milliseconds(5), scheduler: scheduler).subscribe(delayed.on)
        let interval = ThreadSafeRecorder<Int>()
        _ = Observable<Int>.interval(.milliseconds(2), scheduler: scheduler)
            .take(for: .milliseconds(500), scheduler: scheduler)
            .subscribe(interval.on)
        expectTrue(await waitUntil { timer.events.count == 2 && delayed.events.count == 4 && interval.events.count >= 4 })
        expectEqual(timer.events, [.next(0), .completed])
        expectEqual(delayed.events, [.next(1), .next(2), .next(3), .completed])
        expectEqual(Array(interval.events.prefix(3)), [.next(0), .next(1), .next(2)])
    }

    @Test("serial schedulers made from a target queue or a quality of service run work")
    func otherSerialInitializers() async {
        let targeted = SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "rx.test.t")
        let byQoS = SerialDispatchQueueScheduler(qos: .userInitiated)
        let concurrentByQueue = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(qos: .utility))
        let recorder = ThreadSafeRecorder<Int>()
        let schedulers: [ImmediateSchedulerType] = [targeted, byQoS, concurrentByQueue]
        for (index, scheduler) in schedulers.enumerated() {
            _ = scheduler.schedule(index) { index in
                recorder.on(.next(index))
                return Disposables.create()
            }
        }
        expectTrue(await waitUntil { recorder.events.count == 3 })
        expectEqual(Set(recorder.events.compactMap { $0.element }), [0, 1, 2])
    }

    @Test("MainScheduler runs work scheduled from another queue on the main queue")
    func mainScheduler() async {
        // On Linux the main queue may be drained by a worker thread, so ask the queue, not the thread.
        let mainKey = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: mainKey, value: "main")
        let ranOn = ThreadSafeRecorder<String?>()
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                ranOn.on(.next(DispatchQueue.getSpecific(key: mainKey)))
                return Disposables.create()
            }
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                ranOn.on(.next(DispatchQueue.getSpecific(key: mainKey)))
                return Disposables.create()
            }
        }
        expectTrue(await waitUntil { ranOn.events.count == 2 })
        expectEqual(ranOn.events, [.next("main"), .next("main")])
    }

    @Test("MainScheduler.instance runs work at once when called on the main queue with nothing waiting")
    func mainSchedulerImmediate() async {
        let ranAtOnce = ThreadSafeRecorder<Bool>()
        DispatchQueue.main.async {
            var ran = false
            _ = MainScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
            ranAtOnce.on(.next(ran))
            var ranAsync = false
            _ = MainScheduler.asyncInstance.schedule(()) { _ in
                ranAsync = true
                return Disposables.create()
            }
            ranAtOnce.on(.next(ranAsync))
        }
        expectTrue(await waitUntil { ranAtOnce.events.count == 2 })
        expectEqual(ranAtOnce.events, [.next(true), .next(false)])
    }

    @Test("a dispatch scheduler's clock is the wall clock")
    func now() {
        let before = Date()
        let now = MainScheduler.instance.now
        expectTrue(now >= before)
        expectTrue(now.timeIntervalSince(before) < 5)
    }
}
