@_spi(Playground) import RxSwift

/// A `BehaviorSubject` that cannot end: it holds `value` and sends every accepted element.
///
/// The successor of the `Variable` type of older RxSwift versions.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        Instrumentation.observer?.alias(self, for: subject)
    }

    /// The current value.
    public var value: Element {
        // A relay's subject never ends and is never disposed, so reading it cannot fail.
        (try? subject.value()) ?? fallbackValue()
    }

    /// Makes `event` the current value and sends it to the subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`, which first receives the current value.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`, which sends its current value first, then every accepted element and never ends.
    ///
    /// - Returns: an `Infallible` over the relay.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }

    private func fallbackValue() -> Element {
        preconditionFailure("a BehaviorRelay's subject never fails")
    }
}
