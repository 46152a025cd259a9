import Foundation

// The traits' RxSwift 4 time spellings, as for `ObservableType` (ObservableType+TimeInterval.swift).

extension PrimitiveSequence {
    /// RxSwift 4's `delay(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the shift, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: delay(.milliseconds(500), scheduler: …)"
    )
    public func delay(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
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
    public func delaySubscription(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        delaySubscription(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }

    /// RxSwift 4's `timeout(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait for the result, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: timeout(.milliseconds(500), scheduler: …)"
    )
    public func timeout(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        timeout(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }

    /// RxSwift 4's `timeout(_:other:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: the longest wait for the result, in seconds.
    ///   - other: the sequence to switch to on a timeout.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: timeout(.milliseconds(500), other: …, scheduler: …)"
    )
    public func timeout(
        _ dueTime: Foundation.TimeInterval, other: PrimitiveSequence<Trait, Element>, scheduler: SchedulerType
    ) -> PrimitiveSequence<Trait, Element> {
        timeout(rxTimeInterval(seconds: dueTime), other: other, scheduler: scheduler)
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// RxSwift 4's `timer(_:scheduler:)` with the time in seconds.
    ///
    /// - Parameters:
    ///   - dueTime: when the 0 comes, in seconds.
    ///   - scheduler: the scheduler that runs the timer.
    @available(
        *, deprecated,
        message: "an RxTimeInterval since RxSwift 5: timer(.milliseconds(500), scheduler: …)"
    )
    public static func timer(_ dueTime: Foundation.TimeInterval, scheduler: SchedulerType)
        -> PrimitiveSequence<Trait, Element>
    {
        timer(rxTimeInterval(seconds: dueTime), scheduler: scheduler)
    }
}
