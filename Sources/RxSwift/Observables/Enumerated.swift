extension ObservableType {
    /// Pairs every element with its index, counting from zero.
    ///
    /// ```
    /// -a-b-|  enumerated()  -(0,a)-(1,b)-|
    /// ```
    /// An index past `Int.max` ends the sequence with `RxError.overflow`, as in RxSwift.
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Enumerated(source: asObservable())
    }
}

final class Enumerated<SourceElement>: Producer<(index: Int, element: SourceElement)> {
    typealias Pair = (index: Int, element: SourceElement)
    private let source: Observable<SourceElement>

    init(source: Observable<SourceElement>) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: Enumerated<SourceElement>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Pair>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Pair>(downstream: downstream, cancel: cancel)
        var nextIndex = 0
        var overflowed = false
        let subscription = source.forwardEvents(to: { event in
            switch event {
            case .next(let element):
                if overflowed {
                    sink.forwardAndDispose(.error(RxError.overflow))
                    return
                }
                let index = nextIndex
                let (following, overflow) = nextIndex.addingReportingOverflow(1)
                nextIndex = following
                overflowed = overflow
                sink.forward(.next((index: index, element: element)))
            case .error(let error):
                sink.forwardAndDispose(.error(error))
            case .completed:
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}
