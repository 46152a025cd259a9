/// An event of an `Infallible`: an element or completion, never an error.
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The sequence ended.
    case completed
}

extension Infallible {
    /// What an `Infallible.create` body sends events to.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// A sequence whose subscriptions run `subscribe`, which sends events to the observer it
    /// gets and returns what disposing the subscription should release.
    ///
    /// ```
    /// Infallible<Int>.create { observer in
    ///     observer(.next(1)); observer(.completed)
    ///     return Disposables.create()
    /// }   // next(1), completed
    /// ```
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
        -> Infallible<Element>
    {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an observable's `Event`.
    public var event: Event<Element> {
        switch self {
        case .next(let element): return .next(element)
        case .completed: return .completed
        }
    }
}
