extension ObservableType {
    /// Once the source completes, sends its last `count` elements, then completes.
    ///
    /// Nothing is sent before completion; an error is passed on at once and drops what was kept.
    /// ```
    /// -1-2-3-|  takeLast(2)  -------(23|)
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        TakeLast(source: asObservable(), count: count)
    }
}

final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        precondition(count >= 0, "count can't be negative")
        self.source = source
        self.count = count
        super.init(specializedRun: {
            unsafeDowncast($0, to: TakeLast<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = TakeLastSink(capacity: count, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// The last elements one `takeLast` subscription has seen, in a ring buffer.
private final class TakeLastSink<Element>: Sink<Element> {
    private let capacity: Int
    private var buffer: [Element] = []
    private var oldest = 0

    init(capacity: Int, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.capacity = capacity
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if buffer.count < capacity {
                buffer.append(element)
            } else if capacity > 0 {
                buffer[oldest] = element
                oldest = (oldest + 1) % capacity
            }
        case .error:
            forwardAndDispose(event)
        case .completed:
            for offset in 0..<buffer.count {
                forward(.next(buffer[(oldest + offset) % buffer.count]))
            }
            forwardAndDispose(.completed)
        }
    }
}
