extension ObservableType {
    /// A sequence of one element, then completion.
    ///
    /// ```
    /// Observable.just(1)   // next(1), completed
    /// ```
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// A sequence of one element, then completion, both sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable.from([element], scheduler: scheduler)
    }
}

final class Just<Element>: Producer<Element> {
    private let element: Element

    init(_ element: Element) {
        self.element = element
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }

    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        downstream(.next(element))
        downstream(.completed)
        return Disposables.create()
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        downstream(.next(element))
        downstream(.completed)
        return (Disposables.create(), Disposables.create())
    }
}
