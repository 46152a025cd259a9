extension ObservableType {
    /// Sends only the element at `index` (counting from 0), then completes.
    ///
    /// Fails with `RxError.argumentOutOfRange` if the source completes first; a negative index
    /// is a programming error.
    /// ```
    /// -a-b-c-|  element(at: 1)  ---(b|)
    /// ```
    public func element(at index: Int) -> Observable<Element> {
        ElementAt(source: asObservable(), index: index)
    }

    /// The RxSwift 5 spelling of `element(at:)`.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}

final class ElementAt<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let index: Int

    init(source: Observable<Element>, index: Int) {
        precondition(index >= 0, "index can't be negative")
        self.source = source
        self.index = index
        super.init(specializedRun: {
            unsafeDowncast($0, to: ElementAt<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ElementAtSink(remaining: index, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// How many elements one `element(at:)` subscription has still to pass over.
private final class ElementAtSink<Element>: Sink<Element> {
    private var remaining: Int

    init(remaining: Int, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.remaining = remaining
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining == 0 {
                forward(event)
                forwardAndDispose(.completed)
                return
            }
            remaining -= 1
        case .error:
            forwardAndDispose(event)
        case .completed:
            forwardAndDispose(.error(RxError.argumentOutOfRange))
        }
    }
}
