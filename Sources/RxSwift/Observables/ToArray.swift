extension ObservableType {
    /// Collects every element and, once the source completes, succeeds with them all as one
    /// array; an error from the source fails it.
    ///
    /// ```
    /// Observable.of(1, 2, 3).toArray()   // success([1, 2, 3])
    /// ```
    public func toArray() -> Single<[Element]> {
        Single(raw: ToArray(source: asObservable()))
    }
}

final class ToArray<SourceElement>: Producer<[SourceElement]> {
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: ToArray<SourceElement>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<[SourceElement]>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ToArraySink<SourceElement>(downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// The elements one `toArray` subscription has collected so far.
private final class ToArraySink<SourceElement>: Sink<[SourceElement]> {
    private var elements: [SourceElement] = []

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            elements.append(element)
        case .error(let error):
            forwardAndDispose(.error(error))
        case .completed:
            forwardAnew(elements)
            forwardAndDispose(.completed)
        }
    }
}
