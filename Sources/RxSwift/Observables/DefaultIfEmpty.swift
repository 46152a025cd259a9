extension ObservableType {
    /// Sends `default` before completing if this sequence completes without elements.
    ///
    /// ```
    /// ---|  ifEmpty(default: 0)  ---(0|)
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        IfEmptyDefault(source: asObservable(), fallback: `default`)
    }
}

/// Sends `fallback` before completing if the source completes without elements.
final class IfEmptyDefault<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let fallback: Element

    init(source: Observable<Element>, fallback: Element) {
        self.source = source
        self.fallback = fallback
        super.init(specializedRun: {
            unsafeDowncast($0, to: IfEmptyDefault<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let fallback = self.fallback
        var isEmpty = true
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next:
                isEmpty = false
                sink.forward(event)
            case .error:
                sink.forwardAndDispose(event)
            case .completed:
                if isEmpty { sink.forward(.next(fallback)) }
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}
