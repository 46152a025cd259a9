extension InfallibleType {
    /// One element, then completion.
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(Observable.just(element))
    }

    /// One element sent on `scheduler`, then completion.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Infallible<Element> {
        Infallible(Observable.just(element, scheduler: scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> Infallible<Element> {
        Infallible(Observable.never())
    }

    /// A sequence that completes at once.
    public static func empty() -> Infallible<Element> {
        Infallible(Observable.empty())
    }

    /// A sequence made anew for every subscription by `observableFactory`.
    public static func deferred(_ observableFactory: @escaping () throws -> Infallible<Element>)
        -> Infallible<Element>
    {
        Infallible(Observable.deferred { try observableFactory().asObservable() })
    }
}

extension Infallible {
    /// The given elements, then completion, sent on `scheduler`.
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(elements, scheduler: scheduler))
    }

    /// The array's elements, then completion, sent on `scheduler`.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> {
        Infallible(Observable.from(array, scheduler: scheduler))
    }

    /// The sequence's elements, then completion, sent on `scheduler`.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Infallible<Element> where Source.Element == Element {
        Infallible(Observable.from(sequence, scheduler: scheduler))
    }
}
