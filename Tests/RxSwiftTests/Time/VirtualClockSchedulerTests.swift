import Foundation
import RxSwift
import TestSupport
import Testing
import VirtualClock

// Every test installs a clock in a process of its own (an exit test): the installed clock is one
// for the whole process, and the real-time scheduler tests of this target run in parallel.

/// Runs `body` with a fresh clock installed, then uninstalls it.
private func withInstalledClock(_ body: (VirtualClock) -> Void) {
    let clock = VirtualClock()
    VirtualClock.installed = clock
    defer { VirtualClock.installed = nil }
    body(clock)
}

/// `label@milliseconds` at the installed clock's time.
private func stamp(_ label: Any) -> String {
    "\(label)@\((VirtualClock.installed?.now ?? -1_000_000) / 1_000_000)"
}

@Suite("dispatch schedulers on the virtual clock")
struct VirtualClockSchedulerTests {
    @Test("interval(100 ms) on MainScheduler.instance, take(3): 100, 200, 300 ms of virtual time")
    func intervalOnMain() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var events: [String] = []
                _ = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance).take(3)
                    .subscribe(onNext: { events.append(stamp($0)) }, onCompleted: { events.append(stamp("|")) })
                clock.advance(by: 250_000_000)
                expectEqual(events, ["0@100", "1@200"])
                clock.advance(by: 1_000_000_000)
                expectEqual(events, ["0@100", "1@200", "2@300", "|@300"])
                expectEqual(clock.nextDue, nil)
            }
        }
    }

    // Dispatch holds a deadline too far off at the end of time (its intervals saturate), so
    // RxSwift on MainScheduler never delivers these; they must not wrap into the past either.
    @Test("a delay or timer of .seconds(Int.max) never fires; one of .seconds(-5) fires at once")
    func intervalsTooLongNeverFire() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var events: [String] = []
                _ = Observable.of(1).delay(.seconds(Int.max), scheduler: MainScheduler.instance)
                    .subscribe(onNext: { events.append(stamp("delay \($0)")) })
                _ = Observable<Int>.timer(.seconds(Int.max), scheduler: MainScheduler.instance)
                    .subscribe(onNext: { events.append(stamp("timer \($0)")) })
                _ = Observable<Int>.timer(.milliseconds(Int.min), scheduler: MainScheduler.instance)
                    .subscribe(onNext: { events.append(stamp("past \($0)")) })
                clock.advance(by: 10_000_000_000)
                expectEqual(events, ["past 0@0"])
            }
        }
    }

    @Test("MainScheduler runs at once from main-queue code with nothing queued, else at the same instant in order")
    func mainSchedulerImmediate() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var log: [String] = []
                _ = MainScheduler.instance.schedule(()) { _ in
                    log.append(stamp("outer"))
                    _ = MainScheduler.instance.schedule(()) { _ in
                        log.append(stamp("nested"))
                        return Disposables.create()
                    }
                    log.append(stamp("outer end"))
                    return Disposables.create()
                }
                _ = MainScheduler.asyncInstance.schedule(()) { _ in
                    log.append(stamp("async"))
                    return Disposables.create()
                }
                expectEqual(log, ["outer@0", "outer end@0"])
                clock.advance(by: 0)
                expectEqual(log, ["outer@0", "outer end@0", "nested@0", "async@0"])
            }
        }
    }

    @Test("observe(on:) a concurrent scheduler and back to main: same instant, one element per action as in RxSwift")
    func observeOnHops() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var log: [String] = []
                _ = Observable.of(1, 2)
                    .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
                    .do(onNext: { log.append(stamp("background \($0) main \(VirtualClock.isOnMainQueue)")) })
                    .observe(on: MainScheduler.instance)
                    .subscribe(onNext: { log.append(stamp("main \($0) main \(VirtualClock.isOnMainQueue)")) })
                expectEqual(log, [])
                clock.advance(by: 0)
                expectEqual(
                    log,
                    [
                        "background 1 main false@0", "main 1 main true@0", "background 2 main false@0",
                        "main 2 main true@0",
                    ])
            }
        }
    }

    @Test("delays and timers on serial schedulers run at their virtual due time; disposing first cancels")
    func relativeAndDispose() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rx.virtual")
                var log: [String] = []
                _ = Observable.just("delayed").delay(.seconds(2), scheduler: scheduler)
                    .subscribe(onNext: { log.append(stamp($0)) })
                Observable<Int>.timer(.seconds(1), scheduler: scheduler)
                    .subscribe(onNext: { _ in log.append(stamp("cancelled")) }).dispose()
                _ = Observable<Int>.timer(.never, scheduler: scheduler)
                    .subscribe(onNext: { _ in log.append(stamp("never")) })
                expectEqual(scheduler.now, VirtualClock.startDate)
                clock.advance(by: 10_000_000_000)
                expectEqual(log, ["delayed@2000"])
                expectEqual(scheduler.now, VirtualClock.startDate.addingTimeInterval(10))
                expectEqual(MainScheduler.instance.now, scheduler.now)
                expectEqual(clock.nextDue, nil)
            }
        }
    }

    @Test("periodic work keeps its grid; a tick that falls behind runs once at once")
    func periodicFallsBehind() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var log: [String] = []
                let ticking = MainScheduler.instance.schedulePeriodic(0, startAfter: .seconds(1), period: .seconds(1)) {
                    state in
                    log.append(stamp(state))
                    // The first tick stands for work that takes 2.5 s of the clock.
                    if state == 0 { clock.advance(by: 2_500_000_000) }
                    return state + 1
                }
                clock.advance(to: 5_500_000_000)
                ticking.dispose()
                clock.advance(by: 5_000_000_000)
                expectEqual(log, ["0@1000", "1@3500", "2@4000", "3@5000"])
            }
        }
    }

    // The order RxSwift 6.10.2's periodic timers fire in on Linux with real Dispatch, measured:
    // of two intervals due at the same instant the older ticks first, also when the newer one
    // started inside the older one's tick or in one-off work due with one of its ticks (Rx.playground's
    // Connectable_Operators, `sampleWithoutConnectableOperators`).
    @Test("two intervals due at the same instant: the older ticks first, as RxSwift's dispatch timers do")
    func olderIntervalFirst() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var log: [String] = []
                let interval = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                _ = interval.subscribe(onNext: { log.append(stamp("Subscription: 1, Event: \($0)")) })
                // The page's `delay(5)`: one-off main-queue work five seconds on.
                _ = MainScheduler.instance.scheduleRelative((), dueTime: .seconds(5)) { _ in
                    log.append(stamp("delay(5)"))
                    return interval.subscribe(onNext: { log.append(stamp("Subscription: 2, Event: \($0)")) })
                }
                clock.advance(to: 7_000_000_000)
                expectEqual(
                    Array(log.suffix(6)),
                    [
                        "Subscription: 1, Event: 4@5000", "delay(5)@5000", "Subscription: 1, Event: 5@6000",
                        "Subscription: 2, Event: 0@6000", "Subscription: 1, Event: 6@7000",
                        "Subscription: 2, Event: 1@7000",
                    ])
            }
        }
    }

    @Test("an interval started inside another's tick ticks after it at every shared instant")
    func innerIntervalAfter() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var log: [String] = []
                let interval = Observable<Int>.interval(.milliseconds(500), scheduler: MainScheduler.instance)
                let bag = DisposeBag()
                interval.subscribe(onNext: { value in
                    log.append(stamp("A \(value)"))
                    if value == 1 {
                        interval.subscribe(onNext: { log.append(stamp("B \($0)")) }).disposed(by: bag)
                    }
                }).disposed(by: bag)
                clock.advance(to: 2_000_000_000)
                expectEqual(log, ["A 0@500", "A 1@1000", "A 2@1500", "B 0@1500", "A 3@2000", "B 1@2000"])
            }
        }
    }

    // Measured with RxSwift 6.10.2 on Linux (real time, a subject fed at 0.2, 0.3 and 0.4 s):
    // `delay(.seconds(1))` printed all three and the completion (sent at 0.5 s) at 1.2 s,
    // `delay(.milliseconds(1000))` at 1.2, 1.3, 1.4 and 1.5 s. After the first element RxSwift waits what is left of the delay rounded to the
    // interval's own unit: 0.1 s left of `.seconds(1)` rounds to no wait at all.
    @Test("delay waits the rest of its interval rounded to the interval's unit, as RxSwift does")
    func delayRoundsToItsUnit() async {
        await #expect(processExitsWith: .success) {
            expectEqual(delayedOnClock(by: .seconds(1)), ["1@1200", "2@1200", "3@1200", "|@1200"])
            expectEqual(delayedOnClock(by: .milliseconds(1000)), ["1@1200", "2@1300", "3@1400", "|@1500"])
        }
    }

    @Test("with a clock installed nothing runs on real time")
    func nothingOnRealTime() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                var log: [String] = []
                _ = Observable<Int>.interval(.milliseconds(1), scheduler: MainScheduler.instance)
                    .subscribe(onNext: { log.append(stamp($0)) })
                _ = Observable.just(1).observe(on: MainScheduler.asyncInstance).subscribe(onNext: {
                    log.append(stamp($0))
                })
                Thread.sleep(forTimeInterval: 0.2)
                expectEqual(log, [])
                clock.advance(by: 2_000_000)
                expectEqual(log, ["1@0", "0@1", "1@2"])
            }
        }
    }

    @Test("learner code names queues PlaygroundTime's way, and the schedulers take them")
    func schedulersTakeLearnerQueues() {
        let (status, output) = LearnerLibrary.typeCheck(
            """
            import PlaygroundTime
            import RxSwift
            let global = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global())
            let implicit = ConcurrentDispatchQueueScheduler(queue: .global())
            let serial = SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "serial")
            let main = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "main")
            """)
        expectEqual(status, 0, "swiftc said:\n\(output)")
    }
}

/// What a subject fed 1, 2, 3 at 200, 300 and 400 ms and completed at 500 ms delivers through
/// `delay(interval)` on a fresh clock, stamped with the clock's milliseconds.
private func delayedOnClock(by interval: RxTimeInterval) -> [String] {
    var log: [String] = []
    withInstalledClock { clock in
        let subject = PublishSubject<Int>()
        let subscription = subject.delay(interval, scheduler: MainScheduler.instance)
            .subscribe(onNext: { log.append(stamp($0)) }, onCompleted: { log.append(stamp("|")) })
        for (milliseconds, element) in [(200, 1), (300, 2), (400, 3)] {
            clock.advance(to: Int64(milliseconds) * 1_000_000)
            subject.onNext(element)
        }
        clock.advance(to: 500_000_000)
        subject.onCompleted()
        clock.advance(to: 3_000_000_000)
        subscription.dispose()
    }
    return log
}
