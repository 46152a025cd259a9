@_spi(Playground) import RxSwift

/// A `PublishSubject` that cannot end: it has `accept` instead of `onNext`, and no
/// `onError`/`onCompleted`.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {
        Instrumentation.observer?.alias(self, for: subject)
    }

    /// Sends `event` to the current subscribers.
    public func accept(_ event: Element) {
        subject.onNext(event)
    }

    /// Subscribes `observer`.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    /// The relay as an `Infallible`, which sends every element accepted after subscribing and never ends.
    ///
    /// - Returns: an `Infallible` over the relay.
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}
