extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers from `start`, then completion.
    ///
    /// ```
    /// Observable.range(start: 1, count: 3)   // next(1), next(2), next(3), completed
    /// ```
    public static func range(
        start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        precondition(count >= 0, "count can't be negative")
        precondition(start &+ (count - 1) >= start || count == 0, "overflow of count")
        return ObservableSequence(
            (0..<Int(count)).lazy.map { start + Element($0) }, scheduler: scheduler)
    }
}

/// The integer types `range` accepts.
public typealias RxAbstractInteger = FixedWidthInteger
