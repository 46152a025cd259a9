import RxSwift
import RxTest
import TestSupport
import Testing

/// Checks the examples in the time operators' doc comments: one marble character per tick,
/// subscribed at tick 0.
@Suite("time operator doc examples")
struct DocExampleTests {
    private func run<Element>(
        _ scheduler: TestScheduler, _ create: @escaping () -> Observable<Element>
    ) -> [Recorded<Event<Element>>] {
        scheduler.start(created: 0, subscribed: 0, disposed: 100, create: create).events
    }

    @Test("delay")
    func delay() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(3, 2), .completed(5)])
        expectEqual(run(scheduler) { xs.delay(.seconds(2), scheduler: scheduler) }, [.next(3, 1), .next(5, 2), .completed(7)])

        let failingScheduler = TestScheduler(initialClock: 0)
        let failing = failingScheduler.createHotObservable([.next(1, 1), .error(2, timeTestError)])
        expectEqual(run(failingScheduler) { failing.delay(.seconds(2), scheduler: failingScheduler) }, [.error(2, timeTestError)])
    }

    @Test("delaySubscription")
    func delaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(1, 1), .next(3, 2), .completed(5)])
        expectEqual(run(scheduler) { xs.delaySubscription(.seconds(3), scheduler: scheduler) }, [.next(4, 1), .next(6, 2), .completed(8)])
    }

    @Test("debounce")
    func debounce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(10, 3), .completed(12)])
        expectEqual(run(scheduler) { xs.debounce(.seconds(3), scheduler: scheduler) }, [.next(6, 2), .next(12, 3), .completed(12)])
    }

    @Test("throttle", arguments: [true, false])
    func throttle(latest: Bool) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(2, 2), .next(3, 3), .next(10, 4), .completed(12)])
        let expected: [Recorded<Event<Int>>] = latest
            ? [.next(1, 1), .next(5, 3), .next(10, 4), .completed(12)]
            : [.next(1, 1), .next(10, 4), .completed(12)]
        expectEqual(run(scheduler) { xs.throttle(.seconds(4), latest: latest, scheduler: scheduler) }, expected)
    }

    @Test("timeout")
    func timeout() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(10, 3)])
        expectEqual(run(scheduler) { xs.timeout(.seconds(3), scheduler: scheduler) }, [.next(1, 1), .next(3, 2), .error(6, RxError.timeout)])
    }

    @Test("buffer")
    func buffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(5, 3), .completed(10)])
        expectEqual(run(scheduler) { xs.buffer(timeSpan: .seconds(4), count: 2, scheduler: scheduler) }, [.next(3, [1, 2]), .next(7, [3]), .next(10, []), .completed(10)])
    }

    @Test("window")
    func window() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(5, 3), .completed(10)])
        let windows = scheduler.createObserver([Int].self)
        var recorded: [[Int]] = []
        scheduler.scheduleAt(0) {
            _ = xs.window(timeSpan: .seconds(4), count: 2, scheduler: scheduler).subscribe(onNext: { window in
                let index = recorded.count
                recorded.append([scheduler.clock])
                _ = window.subscribe { event in
                    if event.isStopEvent { recorded[index].append(scheduler.clock) }
                    if let element = event.element { recorded[index].append(element * 100) }
                }
            }, onCompleted: { windows.on(.completed) })
        }
        scheduler.start()
        // [opened at, elements × 100…, closed at]
        expectEqual(recorded, [[0, 100, 200, 3], [3, 300, 7], [7, 10]])
        expectEqual(windows.events, [.completed(10)])
    }

    @Test("sample")
    func sample() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(1, 1), .next(2, 2), .next(5, 3), .completed(9)])
        let ticks = scheduler.createHotObservable([.next(3, ()), .next(7, ()), .next(11, ())])
        expectEqual(run(scheduler) { xs.sample(ticks) }, [.next(3, 2), .next(7, 3), .completed(11)])
    }

    @Test("take(for:) and skip")
    func takeAndSkip() {
        let takeScheduler = TestScheduler(initialClock: 0)
        let xs = takeScheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(5, 3), .next(7, 4)])
        expectEqual(run(takeScheduler) { xs.take(for: .seconds(6), scheduler: takeScheduler) }, [.next(1, 1), .next(3, 2), .next(5, 3), .completed(6)])

        let skipScheduler = TestScheduler(initialClock: 0)
        let ys = skipScheduler.createHotObservable([.next(1, 1), .next(3, 2), .next(5, 3), .next(7, 4), .completed(9)])
        expectEqual(run(skipScheduler) { ys.skip(.seconds(4), scheduler: skipScheduler) }, [.next(5, 3), .next(7, 4), .completed(9)])
    }

    @Test("interval and timer")
    func intervalAndTimer() {
        let intervalScheduler = TestScheduler(initialClock: 0)
        let ticks = intervalScheduler.start(created: 0, subscribed: 0, disposed: 4) {
            Observable<Int>.interval(.seconds(1), scheduler: intervalScheduler)
        }
        expectEqual(ticks.events, [.next(1, 0), .next(2, 1), .next(3, 2)])

        let timerScheduler = TestScheduler(initialClock: 0)
        expectEqual(run(timerScheduler) { Observable<Int>.timer(.seconds(2), scheduler: timerScheduler) }, [.next(2, 0), .completed(2)])

        let periodicScheduler = TestScheduler(initialClock: 0)
        let periodic = periodicScheduler.start(created: 0, subscribed: 0, disposed: 4) {
            Observable<Int>.timer(.seconds(2), period: .seconds(1), scheduler: periodicScheduler)
        }
        expectEqual(periodic.events, [.next(2, 0), .next(3, 1)])
    }
}
