/// A type that can present itself as an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of element in the sequence.
    associatedtype Element
    /// The sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence that observers can subscribe to.
public protocol ObservableType: ObservableConvertibleType {
    /// Subscribes `observer` to the sequence's events.
    ///
    /// - Returns: a disposable that cancels the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element
}

extension ObservableType {
    /// The sequence as an `Observable`.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}
