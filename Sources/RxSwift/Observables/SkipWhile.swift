extension ObservableType {
    /// Drops elements while `predicate` holds, then passes on every element from the first one
    /// for which it does not. A throwing predicate ends the sequence with its error.
    ///
    /// ```
    /// -1-2-3-1-|  skip(while: { $0 < 3 })  -----3-1-|
    /// ```
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SkipWhile(source: asObservable(), predicate: predicate)
    }

    /// The RxSwift 5 spelling of `skip(while:)`.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}

final class SkipWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init(specializedRun: {
            unsafeDowncast($0, to: SkipWhile<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = SkipWhileSink(predicate: predicate, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// Whether one `skip(while:)` subscription has started passing elements on.
private final class SkipWhileSink<Element>: Sink<Element> {
    private let predicate: (Element) throws -> Bool
    private var passing = false

    init(
        predicate: @escaping (Element) throws -> Bool, downstream: @escaping Downstream<Element>,
        cancel: Cancelable
    ) {
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if !passing {
                do {
                    passing = try !predicate(element)
                } catch {
                    forwardAndDispose(.error(error))
                    return
                }
            }
            if passing { forward(event) }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}
