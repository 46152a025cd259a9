extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as soon as it arrives and sends all their elements as
    /// they come.
    ///
    /// Completes once this sequence and every inner sequence have completed; an error from any of
    /// them ends it.
    /// ```
    /// outer    -a-------b-------|
    /// a         -1---2-------|
    /// b                 -3---4--|
    /// merge()  --1---2---3---4--|
    /// ```
    public func merge() -> Observable<Element.Element> {
        FlatMap(source: asObservable(), selector: { $0 }, ignoresWhileBusy: false, operatorName: "merge")
    }
}

extension ObservableType {
    /// Subscribes to all `sources` at once and sends their elements as they come; completes once
    /// all have completed, fails as soon as one fails.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeArray(sources: Array(sources))
    }

    /// Subscribes to all `sources` at once and sends their elements as they come; completes once
    /// all have completed, fails as soon as one fails.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeArray(sources: sources)
    }

    /// Subscribes to all `sources` at once and sends their elements as they come; completes once
    /// all have completed, fails as soon as one fails.
    ///
    /// ```
    /// Observable.merge(.of(1, 2), .of(3, 4))   // 1, 3, 2, 4, completed
    /// ```
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeArray(sources: sources)
    }
}

/// Merges a fixed list of sources.
final class MergeArray<Element>: Producer<Element> {
    private let sources: [Observable<Element>]

    init(sources: [Observable<Element>]) {
        self.sources = sources
        super.init(specializedRun: {
            unsafeDowncast($0, to: MergeArray<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = MergeSink<Observable<Element>, Observable<Element>>(
            selector: { $0 }, ignoresWhileBusy: false, downstream: downstream, cancel: cancel)
        guard let reporter = InnerSubscriptions.reporter("merge") else { return (sink, sink.run(sources)) }
        return (sink, sink.run(sources.map { reporter.reporting($0) }))
    }
}

/// Maps every element of a source to an inner sequence and merges them: `merge()`, `flatMap`
/// and `flatMapFirst`.
final class FlatMap<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileBusy: Bool
    /// What the playground's watcher calls its inner subscriptions' maker (`flatMapFirst`).
    private let operatorName: String

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner,
         ignoresWhileBusy: Bool, operatorName: String) {
        self.source = source
        self.selector = selector
        self.ignoresWhileBusy = ignoresWhileBusy
        self.operatorName = operatorName
        super.init(specializedRun: {
            unsafeDowncast($0, to: FlatMap<SourceElement, Inner>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Inner.Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        // While the playground watches, the inner sequences are reported as subscribed; the
        // sink itself stays as it is unwatched.
        if let reporter = InnerSubscriptions.reporter(operatorName) {
            let sink = MergeSink(
                selector: reporter.reporting(selector), ignoresWhileBusy: ignoresWhileBusy, downstream: downstream,
                cancel: cancel)
            return (sink, sink.run(source))
        }
        let sink = MergeSink(
            selector: selector, ignoresWhileBusy: ignoresWhileBusy, downstream: downstream, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Keeps one subscription per live inner sequence and forwards their events under one lock.
///
/// `ignoresWhileBusy` drops source elements while an inner sequence is live (`flatMapFirst`).
final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element> {
    typealias Element = Inner.Element

    private let selector: (SourceElement) throws -> Inner
    private let ignoresWhileBusy: Bool
    private let lock = RecursiveLock()
    private let group = CompositeDisposable()
    private let sourceSubscription = SingleAssignmentDisposable()
    private var activeCount = 0
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, ignoresWhileBusy: Bool,
         downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.selector = selector
        self.ignoresWhileBusy = ignoresWhileBusy
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Subscribes to the source of inner sequences.
    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.forwardEvents(to: { event in self.on(event) }))
        return group
    }

    /// Subscribes to a fixed list of inner sequences.
    func run(_ sources: [Observable<Element>]) -> Disposable {
        activeCount += sources.count
        for source in sources {
            subscribeInner(source)
        }
        stopped = true
        completeIfDone()
        return group
    }

    private func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            if let inner = innerSequence(for: element) {
                subscribeInner(inner.asObservable())
            }
        case .error(let error):
            lock.performLocked { forwardAndDispose(.error(error)) }
        case .completed:
            lock.performLocked {
                stopped = true
                sourceSubscription.dispose()
                completeIfDone()
            }
        }
    }

    private func innerSequence(for element: SourceElement) -> Inner? {
        lock.performLocked {
            if ignoresWhileBusy && activeCount > 0 { return nil }
            do {
                let inner = try selector(element)
                activeCount += 1
                return inner
            } catch {
                forwardAndDispose(.error(error))
                return nil
            }
        }
    }

    private func subscribeInner(_ inner: Observable<Element>) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        subscription.setDisposable(inner.forwardEvents(to: { event in self.onInner(event, key: key) }))
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
                activeCount -= 1
                completeIfDone()
            }
        }
    }

    private func completeIfDone() {
        if stopped && activeCount == 0 {
            forwardAndDispose(.completed)
        }
    }
}
