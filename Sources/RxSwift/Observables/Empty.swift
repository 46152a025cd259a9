extension ObservableType {
    /// A sequence that completes at once, with no elements.
    public static func empty() -> Observable<Element> {
        Immediate(.completed)
    }

    /// A sequence that never sends anything.
    public static func never() -> Observable<Element> {
        NeverProducer()
    }

    /// A sequence that fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Immediate(.error(error))
    }
}

/// Sends one stop event on subscription.
final class Immediate<Element>: Producer<Element> {
    private let event: Event<Element>

    init(_ event: Event<Element>) {
        self.event = event
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(event)
        return Disposables.create()
    }

    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        downstream(event)
        return Disposables.create()
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        downstream(event)
        return (Disposables.create(), Disposables.create())
    }
}

/// Sends nothing, ever.
final class NeverProducer<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        Disposables.create()
    }

    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        Disposables.create()
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        (Disposables.create(), Disposables.create())
    }
}
