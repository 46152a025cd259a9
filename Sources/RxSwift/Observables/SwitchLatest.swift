extension ObservableType {
    /// Maps every element to an inner sequence with `selector` and sends the elements of the
    /// latest one only: a new element disposes the previous inner sequence.
    ///
    /// Completes once this sequence and the latest inner sequence have completed.
    /// ```
    /// outer           -a---b-----|
    /// each inner       --1---2---|
    /// flatMapLatest   ---1---1---2---|   (a is disposed when b arrives)
    /// ```
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMapLatest(source: asObservable(), selector: selector, operatorName: "flatMapLatest")
    }

    /// `flatMapLatest` with inner sequences that cannot fail: the result is an `Infallible`, as
    /// in RxSwift, so it offers Infallible's operators and subscriptions (no `onError:`). An
    /// error of this sequence or of `selector` still reaches its subscriber (see
    /// `Infallible.subscribe(_:)`).
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(FlatMapLatest(source: asObservable(), selector: selector, operatorName: "flatMapLatest"))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Sends the elements of the latest inner sequence only: each new inner sequence disposes
    /// the previous one. The same as `flatMapLatest { $0 }`.
    public func switchLatest() -> Observable<Element.Element> {
        FlatMapLatest(source: asObservable(), selector: { $0 }, operatorName: "switchLatest")
    }
}

/// Subscribes to the inner sequence of the latest element, disposing the previous one.
final class FlatMapLatest<SourceElement, Inner: ObservableConvertibleType>: Producer<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner
    /// What the playground's watcher calls its inner subscriptions' maker (`flatMapLatest`).
    private let operatorName: String

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner,
         operatorName: String) {
        self.source = source
        self.selector = selector
        self.operatorName = operatorName
        super.init(specializedRun: {
            unsafeDowncast($0, to: FlatMapLatest<SourceElement, Inner>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Inner.Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        // While the playground watches, the inner sequences are reported as subscribed.
        if let reporter = InnerSubscriptions.reporter(operatorName) {
            let sink = SwitchSink(selector: reporter.reporting(selector), downstream: downstream, cancel: cancel)
            return (sink, sink.run(source))
        }
        let sink = SwitchSink(selector: selector, downstream: downstream, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Numbers the inner sequences and forwards only the events of the latest one.
private final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: Sink<Inner.Element> {
    typealias Element = Inner.Element

    private let selector: (SourceElement) throws -> Inner
    private let lock = RecursiveLock()
    private let sourceSubscription = SingleAssignmentDisposable()
    private let innerSubscription = SerialDisposable()
    private var stopped = false
    private var latest = 0
    private var hasLatest = false

    init(selector: @escaping (SourceElement) throws -> Inner,
         downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.selector = selector
        super.init(downstream: downstream, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        sourceSubscription.setDisposable(source.forwardEvents(to: { event in self.on(event) }))
        return Disposables.create(sourceSubscription, innerSubscription)
    }

    private func on(_ event: Event<SourceElement>) {
        switch event {
        case .next(let element):
            guard let (id, inner) = nextInner(for: element) else { return }
            let subscription = SingleAssignmentDisposable()
            innerSubscription.disposable = subscription
            subscription.setDisposable(inner.forwardEvents(to: { event in
                self.onInner(event, id: id, subscription: subscription)
            }))
        case .error(let error):
            lock.performLocked { forwardAndDispose(.error(error)) }
        case .completed:
            lock.performLocked {
                stopped = true
                sourceSubscription.dispose()
                if !hasLatest {
                    forwardAndDispose(.completed)
                }
            }
        }
    }

    private func nextInner(for element: SourceElement) -> (Int, Observable<Element>)? {
        lock.performLocked {
            do {
                let inner = try selector(element).asObservable()
                hasLatest = true
                latest &+= 1
                return (latest, inner)
            } catch {
                forwardAndDispose(.error(error))
                return nil
            }
        }
    }

    private func onInner(_ event: Event<Element>, id: Int, subscription: Disposable) {
        lock.performLocked {
            if event.isStopEvent {
                subscription.dispose()
            }
            guard id == latest else { return }
            switch event {
            case .next:
                forward(event)
            case .error:
                forwardAndDispose(event)
            case .completed:
                hasLatest = false
                if stopped {
                    forwardAndDispose(event)
                }
            }
        }
    }
}
