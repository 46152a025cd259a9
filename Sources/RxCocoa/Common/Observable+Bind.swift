@_spi(Playground) import RxSwift

extension ObservableType {
    /// Sends every event to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        subscribe { (event: Event<Element>) in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, as an optional, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { (event: Event<Element?>) in observers.forEach { $0.on(event) } }
    }

    /// Applies `binder` to this sequence.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Applies `binder` to this sequence and `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext`; an error is reported through `Hooks.bindingErrorHandler`.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { Hooks.bindingErrorHandler($0) })
    }

    /// Subscribes `onNext` with `object`, without keeping it alive; once it is released, elements
    /// are skipped. An error is reported through `Hooks.bindingErrorHandler`.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void)
        -> Disposable
    {
        subscribe(
            onNext: { [weak object] element in
                guard let object else { return }
                onNext(object, element)
            },
            onError: { Hooks.bindingErrorHandler($0) })
    }
}
