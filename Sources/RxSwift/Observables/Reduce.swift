extension ObservableType {
    /// Folds all elements into `seed` with `accumulator` and, once the source completes, sends
    /// `mapResult` of the final value. A throwing closure ends the sequence with its error.
    ///
    /// ```
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })
    /// // next(sum 6), completed
    /// ```
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult)
    }

    /// Folds all elements into `seed` with `accumulator` and sends the final value once the
    /// source completes. A throwing accumulator ends the sequence with its error.
    ///
    /// ```
    /// Observable.of(1, 2, 3).reduce(0, accumulator: +)   // next(6), completed
    /// ```
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Reduce(source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 })
    }
}

final class Reduce<SourceElement, Accumulate, Element>: Producer<Element> {
    typealias Accumulator = (Accumulate, SourceElement) throws -> Accumulate
    typealias ResultSelector = (Accumulate) throws -> Element

    private let source: Observable<SourceElement>
    private let seed: Accumulate
    private let accumulator: Accumulator
    private let mapResult: ResultSelector

    init(
        source: Observable<SourceElement>, seed: Accumulate, accumulator: @escaping Accumulator,
        mapResult: @escaping ResultSelector
    ) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        self.mapResult = mapResult
        super.init(specializedRun: {
            unsafeDowncast($0, to: Reduce<SourceElement, Accumulate, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ReduceSink(parent: self, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }

    /// One `reduce` subscription: the running value until the source completes.
    private final class ReduceSink: Sink<Element> {
        private var accumulation: Accumulate
        private let accumulator: Accumulator
        private let mapResult: ResultSelector

        init(parent: Reduce, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
            accumulation = parent.seed
            accumulator = parent.accumulator
            mapResult = parent.mapResult
            super.init(downstream: downstream, cancel: cancel)
        }

        func on(_ event: Event<SourceElement>) {
            switch event {
            case .next(let element):
                do {
                    accumulation = try accumulator(accumulation, element)
                } catch {
                    forwardAndDispose(.error(error))
                }
            case .error(let error):
                forwardAndDispose(.error(error))
            case .completed:
                do {
                    let result = try mapResult(accumulation)
                    forwardAnew(result)
                    forwardAndDispose(.completed)
                } catch {
                    forwardAndDispose(.error(error))
                }
            }
        }
    }
}
