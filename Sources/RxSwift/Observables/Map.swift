extension ObservableType {
    /// Transforms every element with `transform`; a throwing transform ends the sequence with
    /// its error.
    ///
    /// ```
    /// -1-2-|  map { $0 * 2 }  -2-4-|
    /// ```
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform)
    }
}

final class Map<SourceElement, Element>: Producer<Element> {
    private let source: Observable<SourceElement>
    private let transform: (SourceElement) throws -> Element

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element) {
        self.source = source
        self.transform = transform
        super.init(specializedRun: {
            unsafeDowncast($0, to: Map<SourceElement, Element>.self).run($1, cancel: $2)
        })
    }

    // Prespecialized for the element types learners use most: unoptimized learner code reaches
    // the generic `run`, which dispatches to these, so the sink and its per-event closures run
    // specialized.
    @_specialize(where SourceElement == Int, Element == Int)
    @_specialize(where SourceElement == Int, Element == String)
    @_specialize(where SourceElement == String, Element == Int)
    @_specialize(where SourceElement == String, Element == String)
    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = MapSink(transform: transform, downstream: downstream, cancel: cancel)
        // A closure capturing only the sink uses it as its context: no allocation.
        return (sink, source.forwardEvents(to: { sink.on($0) }))
    }
}

/// One subscription's state: the transform is kept in the sink so that the upstream closure
/// captures nothing else.
private final class MapSink<SourceElement, Element>: Sink<Element> {
    private let transform: (SourceElement) throws -> Element

    init(transform: @escaping (SourceElement) throws -> Element,
         downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.transform = transform
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let value):
            do {
                forward(.next(try transform(value)))
            } catch {
                forwardAndDispose(.error(error))
            }
        case .error(let error):
            forwardAndDispose(.error(error))
        case .completed:
            forwardAndDispose(.completed)
        }
    }
}
