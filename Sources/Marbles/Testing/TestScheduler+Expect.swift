import RxSwift
import RxTest

/// The subscriptions a marble test expects one test observable to have seen.
public struct SubscriptionExpectation {
    let name: String
    let marbles: [String]
    let actual: () -> [Subscription]

    /// Expects `observable` to have been subscribed as each of `marbles` says (`^---!`); blank
    /// marbles (no `^`) expect nothing, as in RxJS.
    public static func subscriptions<Element>(
        of observable: TestableObservable<Element>, _ marbles: String..., name: String = "subscriptions"
    ) -> SubscriptionExpectation {
        SubscriptionExpectation(name: name, marbles: marbles, actual: { observable.subscriptions })
    }
}

extension TestScheduler {
    /// Subscribes to `source` at the `^` of `subscription` (time 0 without one), disposes at its
    /// `!`, runs the scheduler, and compares what arrived with the marble string `expected`
    /// (values through `values`, or the marble characters themselves; values compare by text)
    /// and each subscription expectation.
    ///
    /// ```swift
    /// let scheduler = TestScheduler(initialClock: 0)
    /// let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
    /// let result = try scheduler.expectMarbles(
    ///     xs.filter { $0 != 2 }, toBe: "----c-|", values: ["c": 3],
    ///     subscriptions: [.subscriptions(of: xs, "^-----!")])
    /// #expect(result.isMatch, "\(result)")
    /// ```
    public func expectMarbles<Source: ObservableConvertibleType>(
        _ source: Source, subscription: String? = nil, toBe expected: String,
        values: [String: Source.Element] = [:], error: Swift.Error = MarbleTestError(),
        subscriptions: [SubscriptionExpectation] = []
    ) throws -> MarbleComparison {
        let options = marbleOptions
        let window = try MarbleParser.parseSubscription(subscription, options: options)
        let expectedEvents = try Recorded.events(expected, options: options, error: error) { key -> TimelineValue in
            if values.isEmpty { return TimelineValue(key) }
            guard let value = values[key] else { throw MarbleError.missingValue(key) }
            return TimelineValue(describing: value)
        }
        let observer = run(source.asObservable(), from: window.subscribed ?? 0, until: window.unsubscribed)
        var expectedLanes = [Timeline.Lane(name: "events", events: expectedEvents)]
        var actualLanes = [Timeline.Lane(name: "events", events: observer.events)]
        for expectation in subscriptions {
            let wanted = try expectation.marbles.map { try MarbleParser.parseSubscription($0, options: options) }
                .compactMap { parsed in parsed.subscribed.map { Subscription($0, parsed.unsubscribed ?? .max) } }
            expectedLanes.append(Timeline.Lane(name: expectation.name, subscriptionsOnly: wanted))
            actualLanes.append(Timeline.Lane(name: expectation.name, subscriptionsOnly: expectation.actual()))
        }
        return MarbleComparison(expected: Timeline(lanes: expectedLanes), actual: Timeline(lanes: actualLanes))
    }

    private func run<Element>(_ source: Observable<Element>, from start: Int, until end: Int?)
        -> TestableObserver<Element>
    {
        let observer = createObserver(Element.self)
        var subscription: Disposable?
        scheduleAt(start) { subscription = source.subscribe(observer) }
        if let end { scheduleAt(end) { subscription?.dispose() } }
        self.start()
        return observer
    }
}

extension Timeline.Lane {
    /// A subscription lane showing only subscribe and dispose instants.
    init(name: String, subscriptionsOnly subscriptions: [Subscription]) {
        var marks: [(time: Int, order: Int, entry: TimelineEntry)] = []
        for subscription in subscriptions {
            marks.append((subscription.subscribe, 0, .subscribed(subscription.subscribe)))
            if subscription.unsubscribe != .max {
                marks.append((subscription.unsubscribe, 1, .disposed(subscription.unsubscribe)))
            }
        }
        let entries = marks.enumerated().sorted {
            ($0.element.time, $0.element.order, $0.offset) < ($1.element.time, $1.element.order, $1.offset)
        }.map(\.element.entry)
        self.init(name: name, kind: .subscription, entries: entries)
    }
}
