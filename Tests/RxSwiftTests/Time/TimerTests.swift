@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("interval and timer")
struct TimerTests {
    @Test("interval ticks every period from one period after subscribing, until disposed")
    func intervalBasic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [
            .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5),
            .next(900, 6),
        ])
    }

    @Test("a tick due exactly at disposal does not run; disposal stops the ticks")
    func intervalDisposalStopsTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 400) { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        expectEqual(res.events, [.next(300, 0)])
        expectEqual(scheduler.pendingCount, 0)
        expectEqual(scheduler.clock, 400)
    }

    @Test("interval with a millisecond period on a millisecond scheduler")
    func intervalMilliseconds() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let res = scheduler.start(disposed: 270) {
            Observable<Int>.interval(.milliseconds(20), scheduler: scheduler)
        }
        expectEqual(res.events, [.next(220, 0), .next(240, 1), .next(260, 2)])
    }

    @Test("interval of zero ticks on every scheduling step")
    func intervalZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
    }

    @Test("timer without a period sends 0 and completes at its due time")
    func timerOneShot() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }
        expectEqual(res.events, [.next(500, 0), .completed(500)])
    }

    @Test("timer of zero fires one scheduling step after subscribing")
    func timerZero() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
        expectEqual(res.events, [.next(201, 0), .completed(201)])
    }

    @Test("timer disposed before its due time sends nothing")
    func timerDisposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Observable<Int>.timer(.seconds(1000), scheduler: scheduler) }
        expectEqual(res.events, [])
        expectEqual(scheduler.pendingCount, 0)
    }

    @Test("timer with a period starts after dueTime and then ticks every period")
    func timerPeriodic() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 600) {
            Observable<UInt8>.timer(.seconds(150), period: .seconds(100), scheduler: scheduler)
        }
        expectEqual(res.events, [.next(350, 0), .next(450, 1), .next(550, 2)])
    }

    @Test("a subscriber that disposes on a tick stops the next tick")
    func disposingInsideTick() {
        let scheduler = TestScheduler(initialClock: 0)
        var received: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler).subscribe(onNext: { value in
                received.append(value)
                if value == 2 { subscription?.dispose() }
            })
        }
        scheduler.start()
        expectEqual(received, [0, 1, 2])
        expectEqual(scheduler.clock, 230)
    }

    @Test("Single.timer succeeds with 0 at its due time")
    func singleTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Single<Int>.timer(.seconds(50), scheduler: scheduler).asObservable() }
        expectEqual(res.events, [.next(250, 0), .completed(250)])
    }
}
