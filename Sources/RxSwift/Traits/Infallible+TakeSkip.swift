// Infallible's take and skip operators beyond a count: by another sequence, by a condition, by
// time. Each is the Observable operator of the same name; a condition that throws ends the
// sequence with its error, which reaches the subscriber as an `Infallible`'s would.

extension InfallibleType {
    /// The elements until the infallible `other` sends one.
    public func take<Other: InfallibleType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// The elements until `other` sends one.
    public func take<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// The elements until one satisfies `predicate`; that one too when `behavior` is
    /// `.inclusive`.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// The elements while they satisfy `predicate`; the first that does not too when
    /// `behavior` is `.inclusive`.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive)
        -> Infallible<Element>
    {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The elements sent within `duration` of subscribing, timed on `scheduler`.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// The elements from the first that does not satisfy `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// The elements sent after `other` sent one.
    public func skip<Other: ObservableType>(until other: Other) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}
