extension ObservableType {
    /// Sends every intermediate result of folding the elements into `seed`, where the
    /// accumulator mutates the running value in place; a throwing accumulator ends the sequence
    /// with its error.
    ///
    /// ```
    /// -1-2-3-|  scan(into: 0) { $0 += $1 }  -1-3-6-|
    /// ```
    public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void)
        -> Observable<A>
    {
        Scan(source: asObservable(), seed: seed, accumulator: accumulator)
    }

    /// Sends every intermediate result of folding the elements into `seed` with `accumulator`;
    /// a throwing accumulator ends the sequence with its error.
    ///
    /// ```
    /// -1-2-3-|  scan(0, accumulator: +)  -1-3-6-|
    /// ```
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        Scan(source: asObservable(), seed: seed) { running, element in
            running = try accumulator(running, element)
        }
    }
}

final class Scan<SourceElement, Element>: Producer<Element> {
    typealias Accumulator = (inout Element, SourceElement) throws -> Void

    private let source: Observable<SourceElement>
    private let seed: Element
    private let accumulator: Accumulator

    init(source: Observable<SourceElement>, seed: Element, accumulator: @escaping Accumulator) {
        self.source = source
        self.seed = seed
        self.accumulator = accumulator
        super.init(specializedRun: {
            unsafeDowncast($0, to: Scan<SourceElement, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ScanSink(seed: seed, accumulator: accumulator, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// Holds the running value of one `scan` subscription.
private final class ScanSink<SourceElement, Element>: Sink<Element> {
    private var running: Element
    private let accumulator: Scan<SourceElement, Element>.Accumulator

    init(
        seed: Element, accumulator: @escaping Scan<SourceElement, Element>.Accumulator,
        downstream: @escaping Downstream<Element>, cancel: Cancelable
    ) {
        running = seed
        self.accumulator = accumulator
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            do {
                try accumulator(&running, element)
                forwardAnew(running)
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
