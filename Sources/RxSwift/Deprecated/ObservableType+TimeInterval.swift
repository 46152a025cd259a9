import Foundation

// RxSwift 4 took times as `TimeInterval` seconds; RxSwift 5 changed them to `RxTimeInterval`
// (`DispatchTimeInterval`) and kept these spellings, deprecated, until RxSwift 6 removed them.
// A bare number (`throttle(0.5, …)`) picks these; `.milliseconds(500)` picks the current ones.

extension ObservableType {
    /// RxSwift 4's `throttle(_:latest:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the throttling window, in seconds.
    ///   - latest: whether the latest element of a window is sent at its end.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: throttle(.milliseconds(500), latest: …, scheduler: …)"
    )
    public func throttle(_ dueTime: Foundation.TimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Observable<Element>
    {
        throttle(rxTimeInterval(seconds: dueTime), latest: latest, scheduler: scheduler)
    }

    /// RxSwift 4's `debounce(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: how long the source must stay quiet, in seconds.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: debounce(.milliseconds(500), scheduler: …)"
    )
    public func debounce(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        debounce(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }

    /// RxSwift 4's `delay(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the shift, in seconds.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: delay(.milliseconds(500), scheduler: …)"
    )
    public func delay(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delay(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }

    /// RxSwift 4's `delaySubscription(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the delay, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: delaySubscription(.milliseconds(500), scheduler: …)"
    )
    public func delaySubscription(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        delaySubscription(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }

    /// RxSwift 4's `timeout(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait for each element, in seconds.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: timeout(.milliseconds(500), scheduler: …)"
    )
    public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }

    /// RxSwift 4's `timeout(_:other:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait for each element, in seconds.
    ///   - other: the sequence to switch to on a timeout.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: timeout(.milliseconds(500), other: …, scheduler: …)"
    )
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: Foundation.TimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        timeout(rxTimeInterval(seconds: dueTime), other: other, scheduler: scheduler)
    }

    /// RxSwift 4's `skip(_:scheduler:)` with the duration in seconds.
    ///
    /// - Parameters:
    ///   - duration: how long to skip elements, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: skip(.milliseconds(500), scheduler: …)"
    )
    public func skip(_ duration: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        skip(rxTimeInterval(seconds: duration), scheduler: scheduler)
    }

    /// RxSwift 4's `take(for:scheduler:)` with the duration in seconds.
    ///
    /// - Parameters:
    ///   - duration: how long to take elements, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: take(for: .milliseconds(500), scheduler: …)"
    )
    public func take(_ duration: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        take(for: rxTimeInterval(seconds: duration), scheduler: scheduler)
    }

    /// RxSwift 4's `buffer(timeSpan:count:scheduler:)` with the time span in seconds.
    ///
    /// - Parameters:
    ///   - timeSpan: the longest time an array collects, in seconds.
    ///   - count: the most elements an array holds.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: buffer(timeSpan: .milliseconds(500), count: …, scheduler: …)"
    )
    public func buffer(timeSpan: Foundation.TimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<[Element]>
    {
        buffer(timeSpan: rxTimeInterval(seconds: timeSpan), count: count, scheduler: scheduler)
    }

    /// RxSwift 4's `window(timeSpan:count:scheduler:)` with the time span in seconds.
    ///
    /// - Parameters:
    ///   - timeSpan: the longest time a window stays open, in seconds.
    ///   - count: the most elements a window holds.
    ///   - scheduler: the scheduler that runs the timers.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: window(timeSpan: .milliseconds(500), count: …, scheduler: …)"
    )
    public func window(timeSpan: Foundation.TimeInterval, count: Int, scheduler: SchedulerType)
        -> Observable<Observable<Element>>
    {
        window(timeSpan: rxTimeInterval(seconds: timeSpan), count: count, scheduler: scheduler)
    }
}

extension ObservableType where Element: RxAbstractInteger {
    /// RxSwift 4's `interval(_:scheduler:)` with the period in seconds.
    ///
    /// - Parameters:
    ///   - period: the time between two numbers, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: interval(.milliseconds(500), scheduler: …)"
    )
    public static func interval(_ period: Foundation.TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        interval(rxTimeInterval(seconds: period), scheduler: scheduler)
    }

    /// RxSwift 4's `timer(_:period:scheduler:)` with the times in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: when the first number comes, in seconds.
    ///   - period: the time between later numbers, in seconds; nil for just one.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: timer(.milliseconds(500), period: …, scheduler: …)"
    )
    public static func timer(
        _ dueTime: Foundation.TimeInterval, period: Foundation.TimeInterval? = nil, scheduler: SchedulerType
    ) -> Observable<Element> {
        timer(rxTimeInterval(seconds: dueTime), period: period.map(rxTimeInterval(seconds:)), scheduler: scheduler)
    }
}

/// `seconds` as an `RxTimeInterval` in milliseconds, as RxSwift 5 converted it; a time too long
/// for that (or not a number) is `.never`.
func rxTimeInterval(seconds: Foundation.TimeInterval) -> RxTimeInterval {
    let milliseconds = (seconds * 1_000).rounded(.towardZero)
    guard milliseconds.isFinite, abs(milliseconds) < Double(Int.max) else { return .never }
    return .milliseconds(Int(milliseconds))
}
