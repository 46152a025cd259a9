extension ObservableType {
    /// Passes on the source's only element as soon as it arrives, and completes with it.
    ///
    /// Fails with `RxError.moreThanOneElement` when a second element arrives, and with
    /// `RxError.noElements` if the source completes empty.
    /// ```
    /// -1---|  single()  -1---|
    /// -1-2-|  single()  -1-#
    /// ```
    public func single() -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: nil)
    }

    /// Passes on the source's only element that satisfies `predicate`, as soon as it arrives.
    ///
    /// Fails with `RxError.moreThanOneElement` when a second such element arrives, with
    /// `RxError.noElements` if the source completes without one, and with the predicate's error
    /// if it throws.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleAsync(source: asObservable(), predicate: predicate)
    }
}

final class SingleAsync<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
        super.init(specializedRun: {
            unsafeDowncast($0, to: SingleAsync<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = SingleAsyncSink(predicate: predicate, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// Whether one `single` subscription has already passed its element on.
private final class SingleAsyncSink<Element>: Sink<Element> {
    private let predicate: ((Element) throws -> Bool)?
    private var seenElement = false

    init(
        predicate: ((Element) throws -> Bool)?, downstream: @escaping Downstream<Element>, cancel: Cancelable
    ) {
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) { return }
            } catch {
                forwardAndDispose(.error(error))
                return
            }
            if seenElement {
                forwardAndDispose(.error(RxError.moreThanOneElement))
                return
            }
            seenElement = true
            forward(event)
        case .error:
            forwardAndDispose(event)
        case .completed:
            forwardAndDispose(seenElement ? .completed : .error(RxError.noElements))
        }
    }
}
