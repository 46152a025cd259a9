extension ObservableType {
    /// Keeps the elements for which `predicate` is true; a throwing predicate ends the sequence
    /// with its error.
    ///
    /// ```
    /// -1-2-3-4-|  filter { $0 % 2 == 0 }  ---2---4-|
    /// ```
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }
}

final class Filter<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
        super.init(specializedRun: {
            unsafeDowncast($0, to: Filter<Element>.self).run($1, cancel: $2)
        })
    }

    // Prespecialized for the element types learners use most, as `Map.run` is.
    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = FilterSink(predicate: predicate, downstream: downstream, cancel: cancel)
        // A closure capturing only the sink uses it as its context: no allocation.
        return (sink, source.forwardEvents(to: { sink.on($0) }))
    }
}

/// One subscription's state: the predicate is kept in the sink so that the upstream closure
/// captures nothing else.
private final class FilterSink<Element>: Sink<Element> {
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool,
         downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let value):
            do {
                if try predicate(value) { forward(event) }
            } catch {
                forwardAndDispose(.error(error))
            }
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}
