import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("groupBy")
struct GroupByTests {
    @Test("a group per key, in the order keys first appear, each with its key")
    func groups() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
        ])
        var lines: [String] = []
        let res = scheduler.start {
            xs.groupBy(keySelector: { $0 % 2 == 0 ? "even" : "odd" })
                .do(onNext: { group in
                    _ = group.subscribe { lines.append("\(group.key) \($0)") }
                })
                .map { $0.key }
        }
        expectEqual(res.events, [.next(210, "odd"), .next(220, "even"), .completed(300)])
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(lines, [
            "odd next(1)", "even next(2)", "odd next(3)", "even next(4)",
            "odd completed", "even completed",
        ])
    }

    @Test("the source stays subscribed while a group is subscribed, after the outer one is disposed")
    func groupKeepsSourceAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(300, 3), .next(500, 5), .completed(600)])
        let inner = scheduler.createObserver(Int.self)
        var groupSubscription: Disposable?
        var outerSubscription: Disposable?
        scheduler.scheduleAt(200) {
            outerSubscription = xs.groupBy(keySelector: { $0 % 2 })
                .subscribe(onNext: { group in groupSubscription = group.subscribe(inner) })
        }
        scheduler.scheduleAt(250) { outerSubscription?.dispose() }
        scheduler.scheduleAt(400) { groupSubscription?.dispose() }
        scheduler.start()
        expectEqual(inner.events, [.next(210, 1), .next(300, 3)])
        expectEqual(xs.subscriptions, [Subscription(200, 400)])
    }

    @Test("an error, or a throwing key selector, ends every group and then the outer sequence")
    func errors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        var lines: [String] = []
        let res = scheduler.start {
            xs.groupBy(keySelector: { value -> Int in
                if value == 3 { throw TestError.boom }
                return value
            })
            .do(onNext: { group in _ = group.subscribe { lines.append("\(group.key) \($0)") } })
            .map { $0.key }
        }
        expectEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
        expectEqual(lines, ["1 next(1)", "2 next(2)", "1 error(boom)", "2 error(boom)"])
    }

    @Test("a group is hot: a late subscriber sees only later elements")
    func groupsAreHot() {
        var late: [Int] = []
        var groups: [GroupedObservable<Int, Int>] = []
        let subject = PublishSubject<Int>()
        _ = subject.groupBy(keySelector: { $0 % 2 }).subscribe(onNext: { groups.append($0) })
        subject.onNext(1)
        _ = groups[0].subscribe(onNext: { late.append($0) })
        subject.onNext(3)
        expectEqual(groups.map(\.key), [1])
        expectEqual(late, [3])
    }
}
