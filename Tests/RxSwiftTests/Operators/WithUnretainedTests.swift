import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("withUnretained")
struct WithUnretainedTests {
    final class Owner {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test("pairs elements with the object while it lives, then completes at the next element")
    func completesWhenReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(240, 3), .next(250, 4), .completed(300),
        ])
        var owner: Owner? = Owner("o")
        scheduler.scheduleAt(230) { owner = nil }
        let res = scheduler.start { xs.withUnretained(owner!).map { "\($0.0.name)\($0.1)" } }
        expectEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(240)])
        expectEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    @Test("resultSelector: combines the object and the element")
    func resultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
        let owner = Owner("o")
        let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }
        expectEqual(res.events, [.next(210, "o1"), .error(220, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
        withExtendedLifetime(owner) {}
    }

    @Test("does not keep the object alive")
    func weak() {
        weak var weakOwner: Owner?
        let subject = PublishSubject<Int>()
        var events: [String] = []
        do {
            let owner = Owner("o")
            weakOwner = owner
            _ = subject.withUnretained(owner).subscribe { events.append("\($0.map { $0.1 })") }
            subject.onNext(1)
        }
        expectTrue(weakOwner == nil)
        subject.onNext(2)
        expectEqual(events, ["next(1)", "completed"])
    }
}
