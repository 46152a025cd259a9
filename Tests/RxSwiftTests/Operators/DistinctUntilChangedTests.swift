import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("distinctUntilChanged")
struct DistinctUntilChangedTests {
    private enum Failure: Error { case key, comparer }
    private struct Point { var x: Int; var y: Int }

    private static let source: [Recorded<Event<Int>>] = [
        .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2),
        .next(230, 1), .next(240, 2), .completed(250),
    ]

    @Test("drops repeats of the previous element")
    func equatable() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start { xs.distinctUntilChanged() }
        expectEqual(
            res.events, [
                .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2), .completed(250),
            ])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("compares keys, with a comparer, or by key path")
    func variants() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let byKey = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }
        expectEqual(
            byKey.events, [
                .next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2),
                .completed(250),
            ])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable(Self.source)
        let alwaysEqual = scheduler2.start { ys.distinctUntilChanged { _, _ in true } }
        expectEqual(alwaysEqual.events, [.next(210, 2), .completed(250)])

        let scheduler3 = TestScheduler(initialClock: 0)
        let zs = scheduler3.createHotObservable(Self.source)
        let keyAndComparer = scheduler3.start {
            zs.distinctUntilChanged({ $0 * 10 }, comparer: { abs($0 - $1) <= 10 })
        }
        expectEqual(keyAndComparer.events, [.next(210, 2), .completed(250)])

        var seen: [Int] = []
        _ = Observable.of(Point(x: 1, y: 1), Point(x: 1, y: 2), Point(x: 2, y: 2))
            .distinctUntilChanged(at: \.x).subscribe(onNext: { seen.append($0.y) })
        expectEqual(seen, [1, 2])
    }

    @Test(
        "error, empty, never and early disposal",
        arguments: [
            (
                [.next(210, 1), .next(220, 1), .error(250, TestError.boom)], 1000,
                [.next(210, 1), .error(250, TestError.boom)], [Subscription(200, 250)]
            ),
            ([.completed(250)], 1000, [.completed(250)], [Subscription(200, 250)]),
            ([.next(150, 1)], 1000, [], [Subscription(200, 1000)]),
            ([.next(210, 1), .next(240, 3)], 230, [.next(210, 1)], [Subscription(200, 230)]),
        ] as [([Recorded<Event<Int>>], TestTime, [Recorded<Event<Int>>], [Subscription])])
    func stopEvents(
        events: [Recorded<Event<Int>>], disposed: TestTime, expected: [Recorded<Event<Int>>],
        subscriptions: [Subscription]
    ) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events)
        let res = scheduler.start(disposed: disposed) { xs.distinctUntilChanged() }
        expectEqual(res.events, expected)
        expectEqual(xs.subscriptions, subscriptions)
    }

    @Test("a throwing key selector or comparer ends the sequence with its error")
    func throwing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start {
            xs.distinctUntilChanged { value -> Int in
                if value == 3 { throw Failure.key }
                return value
            }
        }
        expectEqual(res.events, [.next(210, 2), .error(215, Failure.key)])
        expectEqual(xs.subscriptions, [Subscription(200, 215)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let ys = scheduler2.createHotObservable(Self.source)
        let res2 = scheduler2.start { ys.distinctUntilChanged { _, _ -> Bool in throw Failure.comparer } }
        expectEqual(res2.events, [.next(210, 2), .error(215, Failure.comparer)])
        expectEqual(ys.subscriptions, [Subscription(200, 215)])
    }
}
