extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences, with at most `maxConcurrent` of them subscribed at a time;
    /// the others wait, in order, for a live one to complete.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), selector: { $0 }, maxConcurrent: maxConcurrent, operatorName: "merge")
    }

    /// Sends the elements of each inner sequence in turn: the next one is subscribed when the
    /// previous one completes. The same as `merge(maxConcurrent: 1)`.
    public func concat() -> Observable<Element.Element> {
        MergeLimited(source: asObservable(), selector: { $0 }, maxConcurrent: 1, operatorName: "concat")
    }
}

extension ObservableType {
    /// Maps every element to an inner sequence with `selector` and sends the inner sequences'
    /// elements one sequence after the other, subscribing to each when the previous completes.
    ///
    /// ```
    /// outer       -a-b-----|
    /// each inner   --1--2|
    /// concatMap   ---1--2--1--2|
    /// ```
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeLimited(source: asObservable(), selector: selector, maxConcurrent: 1, operatorName: "concatMap")
    }
}

/// Maps elements to inner sequences and merges at most `maxConcurrent` of them at a time.
final class MergeLimited<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    /// What the playground's watcher calls its inner subscriptions' maker (`concatMap`).
    private let operatorName: String

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner,
         maxConcurrent: Int, operatorName: String) {
        self.source = source
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        self.operatorName = operatorName
        super.init(specializedRun: {
            unsafeDowncast($0, to: MergeLimited<SourceElement, Inner>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Inner.Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        // While the playground watches, the inner sequences are reported as subscribed.
        if let reporter = InnerSubscriptions.reporter(operatorName) {
            let sink = MergeLimitedSink(
                selector: reporter.reporting(selector), maxConcurrent: maxConcurrent, downstream: downstream,
                cancel: cancel)
            return (sink, sink.run(source))
        }
        let sink = MergeLimitedSink(
            selector: selector, maxConcurrent: maxConcurrent, downstream: downstream, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Subscribes to up to `maxConcurrent` inner sequences and queues the rest.
final class MergeLimitedSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element> {
    typealias Element = Inner.Element

    private let selector: (SourceElement) throws -> Inner
    private let maxConcurrent: Int
    private let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private var waiting = ElementQueue<Inner>()
    private var activeCount = 0
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, maxConcurrent: Int,
         downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.selector = selector
        self.maxConcurrent = maxConcurrent
        super.init(downstream: downstream, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.forwardEvents(to: { event in self.on(event) }))
        return group
    }

    private func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let inner = innerToSubscribe(for: element) {
                subscribeInner(inner)
            }
        case .error(let error):
            lock.performLocked { forwardAndDispose(.error(error)) }
        case .completed:
            lock.performLocked {
                if activeCount == 0 {
                    forwardAndDispose(.completed)
                } else {
                    sourceSubscription.dispose()
                }
                stopped = true
            }
        }
    }

    /// Maps `element`; returns the inner sequence if there is room for it, else queues it.
    private func innerToSubscribe(for element: SourceElement) -> Inner? {
        lock.performLocked {
            do {
                if activeCount < maxConcurrent {
                    activeCount += 1
                    return try selector(element)
                }
                waiting.enqueue(try selector(element))
            } catch {
                forwardAndDispose(.error(error))
            }
            return nil
        }
    }

    private func subscribeInner(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(
            inner.asObservable().forwardEvents(to: { event in self.onInner(event, key: key) }))
    }

    private func onInner(_ event: Event<Element>, key: CompositeDisposable.DisposeKey) {
        lock.performLocked {
            switch event {
            case .next:
                forward(event)
            case .error:
                forwardAndDispose(event)
            case .completed:
                group.remove(for: key)
                if let next = waiting.popFirst() {
                    subscribeInner(next)
                } else {
                    activeCount -= 1
                    if stopped && activeCount == 0 {
                        forwardAndDispose(.completed)
                    }
                }
            }
        }
    }
}
