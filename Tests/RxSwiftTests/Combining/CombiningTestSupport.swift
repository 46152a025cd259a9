import RxSwift
import RxTest

/// Errors for the combining tests; they compare by their text.
enum CombiningError: Error {
    case first
    case second
}

/// Subscribes to `source` outside any scheduled work and returns what it sent synchronously.
func synchronousEvents<Element>(_ source: Observable<Element>) -> [Event<Element>] {
    var events: [Event<Element>] = []
    _ = source.subscribe { events.append($0) }
    return events
}

/// The inner sequences of the flatMap scenario RxSwift's own tests share: element `index` of
/// `outer` is `inners[index]`.
struct FlatMapScenario {
    let scheduler = TestScheduler(initialClock: 0)
    let inners: [TestableObservable<Int>]
    let outer: TestableObservable<TestableObservable<Int>>

    /// - Parameters:
    ///   - end: how the outer sequence ends at 900 (`nil`: it does not).
    ///   - secondCompletes: whether the inner sequence sent at 400 completes.
    ///   - firstFails: whether the inner sequence sent at 300 fails at its end instead of completing.
    init(end: Event<TestableObservable<Int>>? = .completed, secondCompletes: Bool = true,
         firstFails: Bool = false) {
        let scheduler = self.scheduler
        let first: [Recorded<Event<Int>>] = [
            .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106),
            firstFails ? .error(460, CombiningError.first) : .completed(460),
        ]
        var second: [Recorded<Event<Int>>] = [.next(180, 202), .next(190, 203)]
        if secondCompletes {
            second.append(.completed(205))
        }
        let third: [Recorded<Event<Int>>] = [
            .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
        ]
        inners = [
            scheduler.createColdObservable([.error(1, CombiningError.first)]),
            scheduler.createColdObservable([.error(1, CombiningError.first)]),
            scheduler.createColdObservable(first),
            scheduler.createColdObservable(second),
            scheduler.createColdObservable(third),
            scheduler.createColdObservable([.completed(40)]),
            scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
        ]
        let times = [5, 105, 300, 400, 550, 750, 850]
        var events: [Recorded<Event<TestableObservable<Int>>>] = zip(times, inners).map { .next($0, $1) }
        if let end {
            events.append(Recorded(time: 900, value: end))
        }
        outer = scheduler.createHotObservable(events)
    }

    /// The subscriptions of every inner sequence, in order.
    var innerSubscriptions: [[Subscription]] { inners.map(\.subscriptions) }
}
