import RxSwift
import RxTest

/// A source of a one-shot marble test: a cold or hot observable written as marbles.
public struct MarbleSource<Element> {
    let make: (TestScheduler) throws -> TestableObservable<Element>

    /// A cold observable: `--a--b|`, times counted from each subscription.
    public static func cold(_ marbles: String, values: [String: Element], error: Swift.Error = MarbleTestError())
        -> MarbleSource
    {
        MarbleSource { try $0.createColdObservable(marbles, values: values, error: error) }
    }

    /// A hot observable: `-a-^-b-|`, `^` at time 0.
    public static func hot(_ marbles: String, values: [String: Element], error: Swift.Error = MarbleTestError())
        -> MarbleSource
    {
        MarbleSource { try $0.createHotObservable(marbles, values: values, error: error) }
    }
}

extension MarbleSource where Element == String {
    /// A cold observable whose values are its marble characters.
    public static func cold(_ marbles: String, error: Swift.Error = MarbleTestError()) -> MarbleSource {
        MarbleSource { try $0.createColdObservable(marbles, error: error) }
    }

    /// A hot observable whose values are its marble characters.
    public static func hot(_ marbles: String, error: Swift.Error = MarbleTestError()) -> MarbleSource {
        MarbleSource { try $0.createHotObservable(marbles, error: error) }
    }
}

/// One-shot marble tests in RxJS's run mode: one tick per frame, one tick per millisecond, the
/// result subscribed at time 0.
///
/// ```swift
/// let result = try MarbleTest.expect(
///     .cold("-a-b-|", values: ["a": 1, "b": 2]), through: { $0.map { $0 * 2 } },
///     toBe: "-x-y-|", values: ["x": 2, "y": 4], subscriptions: "^----!")
/// #expect(result.isMatch, "\(result)")
/// ```
public enum MarbleTest {
    /// A scheduler for marble tests: clock at 0, one tick per millisecond.
    public static func makeScheduler() -> TestScheduler {
        TestScheduler(initialClock: 0, resolution: 0.001)
    }

    /// Builds `source`, applies `chain`, subscribes to the result as `subscription` says (at 0
    /// and never disposed without one), and compares the result with `expected` and the
    /// source's subscriptions with `subscriptions` (when given).
    public static func expect<Source, Result>(
        _ source: MarbleSource<Source>, through chain: (Observable<Source>) -> Observable<Result>,
        subscription: String? = nil, toBe expected: String, values: [String: Result] = [:], error: Swift.Error = MarbleTestError(),
        subscriptions: String? = nil
    ) throws -> MarbleComparison {
        let scheduler = makeScheduler()
        let observable = try source.make(scheduler)
        return try scheduler.expectMarbles(
            chain(observable.asObservable()), subscription: subscription, toBe: expected, values: values, error: error,
            subscriptions: subscriptions.map { [.subscriptions(of: observable, $0, name: "source subscriptions")] } ?? [])
    }

    /// Builds both sources, combines them with `chain`, subscribes as `subscription` says, and
    /// compares the result with `expected` and each source's subscriptions with its marbles
    /// (when given).
    public static func expect<First, Second, Result>(
        _ first: MarbleSource<First>, _ second: MarbleSource<Second>,
        through chain: (Observable<First>, Observable<Second>) -> Observable<Result>,
        subscription: String? = nil, toBe expected: String, values: [String: Result] = [:], error: Swift.Error = MarbleTestError(),
        subscriptions: (first: String?, second: String?) = (nil, nil)
    ) throws -> MarbleComparison {
        let scheduler = makeScheduler()
        let one = try first.make(scheduler)
        let two = try second.make(scheduler)
        var checks: [SubscriptionExpectation] = []
        if let marbles = subscriptions.first { checks.append(.subscriptions(of: one, marbles, name: "first subscriptions")) }
        if let marbles = subscriptions.second { checks.append(.subscriptions(of: two, marbles, name: "second subscriptions")) }
        return try scheduler.expectMarbles(
            chain(one.asObservable(), two.asObservable()), subscription: subscription, toBe: expected, values: values, error: error,
            subscriptions: checks)
    }
}
