extension ObservableType {
    /// Sends the first `count` elements, then completes.
    ///
    /// `take(0)` completes at once without subscribing to the source; a negative count is a
    /// programming error.
    /// ```
    /// -1-2-3-|  take(2)  -1-(2|)
    /// ```
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 { return Observable.empty() }
        return TakeCount(source: asObservable(), count: count)
    }
}

final class TakeCount<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "count can't be negative")
        self.source = source
        self.count = count
        super.init(specializedRun: {
            unsafeDowncast($0, to: TakeCount<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = TakeCountSink(remaining: count, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// How many elements one `take` subscription may still send.
private final class TakeCountSink<Element>: Sink<Element> {
    private var remaining: Int

    init(remaining: Int, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.remaining = remaining
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            guard remaining > 0 else { return }
            remaining -= 1
            forward(event)
            if remaining == 0 { forwardAndDispose(.completed) }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}
