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

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let predicate = self.predicate
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next(let value):
                do {
                    if try predicate(value) { sink.forward(event) }
                } catch {
                    sink.forwardAndDispose(.error(error))
                }
            case .error, .completed:
                sink.forwardAndDispose(event)
            }
        })
        return (sink, subscription)
    }
}
