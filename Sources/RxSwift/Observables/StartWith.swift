extension ObservableType {
    /// Sends `elements` first, then subscribes to this sequence and passes its events on.
    ///
    /// ```
    /// ---3-|  startWith(1, 2)  (12)3-|
    /// ```
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }
}

final class StartWith<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
        super.init(specializedRun: {
            unsafeDowncast($0, to: StartWith<Element>.self).run($1, cancel: $2)
        })
    }

    // Like RxSwift, the prefix goes straight downstream and the source's events are passed
    // through without a sink of their own.
    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        for element in elements {
            downstream(.next(element))
        }
        return (Disposables.create(), source.forwardEvents(to: downstream))
    }
}
