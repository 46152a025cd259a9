/// Whether `take(while:)`/`take(until:)` with a predicate also sends the element that stops it.
public enum TakeBehavior {
    /// The element that stops the sequence is sent before completion.
    case inclusive
    /// The element that stops the sequence is dropped.
    case exclusive
}

extension ObservableType {
    /// Sends elements while `predicate` holds; completes at the first element for which it
    /// does not. A throwing predicate ends the sequence with its error.
    ///
    /// ```
    /// -1-2-3-1-|  take(while: { $0 < 3 })  -1-2-|
    /// ```
    public func take(
        while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior) { try !predicate($0) }
    }

    /// Sends elements until `predicate` holds; completes at the first element for which it
    /// does. A throwing predicate ends the sequence with its error.
    ///
    /// ```
    /// -1-2-3-1-|  take(until: { $0 == 2 }, behavior: .inclusive)  -1-(2|)
    /// ```
    public func take(
        until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive
    ) -> Observable<Element> {
        TakeUntilPredicate(source: asObservable(), behavior: behavior, predicate: predicate)
    }

    /// The RxSwift 5 spelling of `take(while:)`.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate, behavior: .exclusive)
    }

    /// The RxSwift 5 spelling of `take(until:behavior:)` with a predicate.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element>
    {
        take(until: predicate, behavior: behavior)
    }
}

final class TakeUntilPredicate<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let behavior: TakeBehavior
    private let predicate: (Element) throws -> Bool

    init(source: Observable<Element>, behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.behavior = behavior
        self.predicate = predicate
        super.init(specializedRun: {
            unsafeDowncast($0, to: TakeUntilPredicate<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = TakeUntilPredicateSink(
            inclusive: behavior == .inclusive, predicate: predicate, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// Whether one `take(until:)` subscription is still letting elements through.
private final class TakeUntilPredicateSink<Element>: Sink<Element> {
    private let inclusive: Bool
    private let predicate: (Element) throws -> Bool
    private var running = true

    init(
        inclusive: Bool, predicate: @escaping (Element) throws -> Bool,
        downstream: @escaping Downstream<Element>, cancel: Cancelable
    ) {
        self.inclusive = inclusive
        self.predicate = predicate
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            guard running else { return }
            do {
                running = try !predicate(element)
            } catch {
                forwardAndDispose(.error(error))
                return
            }
            if running {
                forward(event)
                return
            }
            if inclusive { forward(event) }
            forwardAndDispose(.completed)
        case .error, .completed:
            forwardAndDispose(event)
        }
    }
}
