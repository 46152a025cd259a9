import RxSwift
import RxTest
import TestSupport
import Testing

private struct Failure: Error, CustomStringConvertible {
    var description: String { "failure" }
}

@Suite("TestScheduler.start with traits")
struct TestSchedulerStartTests {
    @Test("start takes a Single, with the default times")
    func single() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start { Single.just(1).delay(.seconds(5), scheduler: scheduler) }
        // delay forwards the completion one scheduling later: a tick, with the processing delay.
        expectEqual(observer.events, [.next(205, 1), .completed(206)])
    }

    @Test("start(disposed:) takes a Maybe; disposing before the delayed subscription cancels it")
    func maybe() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(disposed: 250) {
            Maybe<Int>.just(1).delaySubscription(.seconds(100), scheduler: scheduler)
        }
        expectEqual(observer.events, [])
        expectEqual(scheduler.clock, 250)
    }

    @Test("start(created:subscribed:disposed:) takes a Completable")
    func completable() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start(created: 10, subscribed: 20, disposed: 30) {
            Completable.error(Failure())
        }
        expectEqual(observer.events, [.error(20, Failure())])
    }

    @Test("start takes a testable observable as it is")
    func testableObservable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(5, 1), .completed(6)])
        let observer = scheduler.start { xs }
        expectEqual(observer.events, [.next(205, 1), .completed(206)])
    }

    @Test("the sequence is created at 100 and subscribed at 200")
    func defaultTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        var createdAt: Int?
        let observer = scheduler.start { () -> Observable<Int> in
            createdAt = scheduler.clock
            return Observable.deferred { .just(scheduler.clock) }
        }
        expectEqual(createdAt, 100)
        expectEqual(observer.events, [.next(200, 200), .completed(200)])
    }
}
