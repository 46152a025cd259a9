extension InfallibleType {
    /// Sends an element only once `dueTime` has passed without another one; see
    /// `ObservableType.debounce`.
    ///
    /// - Parameters:
    ///   - dueTime: how long the source must stay quiet.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the debounced `Infallible`.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
    }

    /// Sends at most one element per `dueTime`; see `ObservableType.throttle`.
    ///
    /// - Parameters:
    ///   - dueTime: the window after each element sent.
    ///   - latest: whether the latest element of a window is sent when it ends.
    ///   - scheduler: the scheduler that runs the timers.
    /// - Returns: the throttled `Infallible`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType)
        -> Infallible<Element>
    {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
    }
}
