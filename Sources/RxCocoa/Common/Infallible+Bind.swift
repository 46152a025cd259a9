import RxSwift

extension InfallibleType {
    /// Sends every event to each of `observers`: `subscribe` that reads as a binding.
    ///
    /// ```
    /// let label = PublishSubject<String>()
    /// Infallible.just("hi").bind(to: label)   // label receives next(hi), completed
    /// ```
    /// - Parameter observers: the observers that receive the elements and the completion.
    /// - Returns: the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe { (event: Event<Element>) in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, its element made optional, to each of `observers`.
    ///
    /// - Parameter observers: observers of optional elements.
    /// - Returns: the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        asObservable().map { $0 as Element? }.subscribe { (event: Event<Element?>) in
            observers.forEach { $0.on(event) }
        }
    }

    /// Applies `binder` to this sequence.
    ///
    /// - Parameter binder: a function that subscribes this sequence its own way.
    /// - Returns: what `binder` returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Applies `binder` to this sequence, then its result to `curriedArgument`.
    ///
    /// - Parameters:
    ///   - binder: a curried function that subscribes this sequence.
    ///   - curriedArgument: the last argument `binder` needs.
    /// - Returns: what the curried call returns.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    ///
    /// - Parameter onNext: called with each element.
    /// - Returns: the subscription.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }
}
