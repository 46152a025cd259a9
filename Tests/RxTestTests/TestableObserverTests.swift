import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("TestableObserver")
struct TestableObserverTests {
    @Test("an observer keeps its scheduler alive and records at its clock")
    func keepsScheduler() {
        var scheduler: TestScheduler? = TestScheduler(initialClock: 42)
        weak let weakScheduler = scheduler
        let observer = scheduler!.createObserver(Int.self)
        scheduler = nil
        expectTrue(weakScheduler != nil, "the observer should hold its scheduler strongly, as RxTest's does")
        observer.on(.next(1))
        observer.on(.completed)
        expectEqual(observer.events, [.next(42, 1), .completed(42)])
    }

    @Test("an observer records each event at the time it arrives")
    func recordsTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(10) { observer.on(.next("a")) }
        scheduler.scheduleAt(25) { observer.on(.next("b")) }
        scheduler.scheduleAt(30) { observer.on(.completed) }
        scheduler.start()
        expectEqual(observer.events, [.next(10, "a"), .next(25, "b"), .completed(30)])
    }
}
