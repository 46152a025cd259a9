extension ObservableType {
    /// Transforms every element with `transform` and keeps the non-`nil` results; a throwing
    /// transform ends the sequence with its error.
    ///
    /// ```
    /// -"1"-"x"-"3"-|  compactMap { Int($0) }  -1-----3-|
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        CompactMap(source: asObservable(), transform: transform)
    }
}

final class CompactMap<SourceElement, Element>: Producer<Element> {
    private let source: Observable<SourceElement>
    private let transform: (SourceElement) throws -> Element?

    init(source: Observable<SourceElement>, transform: @escaping (SourceElement) throws -> Element?) {
        self.source = source
        self.transform = transform
        super.init(specializedRun: {
            unsafeDowncast($0, to: CompactMap<SourceElement, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let transform = self.transform
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next(let value):
                do {
                    if let result = try transform(value) { sink.forward(.next(result)) }
                } catch {
                    sink.forwardAndDispose(.error(error))
                }
            case .error(let error):
                sink.forwardAndDispose(.error(error))
            case .completed:
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}
