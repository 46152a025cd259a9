extension ObservableType {
    /// Drops the first `count` elements and passes on the rest.
    ///
    /// ```
    /// -1-2-3-|  skip(2)  -----3-|
    /// ```
    public func skip(_ count: Int) -> Observable<Element> {
        SkipCount(source: asObservable(), count: count)
    }
}

final class SkipCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
        super.init(specializedRun: {
            unsafeDowncast($0, to: SkipCount<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = SkipCountSink(remaining: count, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// How many elements one `skip` subscription has still to drop.
private final class SkipCountSink<Element>: Sink<Element> {
    private var remaining: Int

    init(remaining: Int, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.remaining = remaining
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if remaining <= 0 {
                forward(event)
            } else {
                remaining -= 1
            }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}
