extension ObservableType {
    /// Combines every element with `obj` through `resultSelector`, holding `obj` only weakly;
    /// once `obj` is released, the next element completes the sequence instead.
    ///
    /// ```
    /// tapped.withUnretained(self) { owner, _ in owner.title }
    /// ```
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs every element with `obj`, holding `obj` only weakly; once `obj` is released, the
    /// next element completes the sequence instead.
    ///
    /// ```
    /// tapped.withUnretained(self).subscribe(onNext: { owner, _ in owner.refresh() })
    /// ```
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

final class WithUnretained<Object: AnyObject, SourceElement, Element>: Producer<Element> {
    private let source: Observable<SourceElement>
    private weak var object: Object?
    private let resultSelector: (Object, SourceElement) -> Element

    init(source: Observable<SourceElement>, object: Object,
         resultSelector: @escaping (Object, SourceElement) -> Element) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
        super.init(specializedRun: {
            unsafeDowncast($0, to: WithUnretained<Object, SourceElement, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let resultSelector = self.resultSelector
        let subscription = source.forwardEvents(to: { [weak object = self.object] event in
            switch event {
            case .next(let element):
                // RxSwift throws from a map and catches that error as completion: the same
                // events, and the source is disposed after the completion went downstream.
                guard let object else {
                    sink.forwardAndDispose(.completed)
                    return
                }
                sink.forward(.next(resultSelector(object, element)))
            case .error(let error):
                sink.forwardAndDispose(.error(error))
            case .completed:
                sink.forwardAndDispose(.completed)
            }
        })
        return (sink, subscription)
    }
}
