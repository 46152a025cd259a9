import RxSwift

extension ObservableType {
    /// RxSwift 3's spelling of `bind(to:)`: sends every event to `observer`.
    ///
    /// - Parameter observer: the observer that receives the events.
    /// - Returns: the subscription.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        bind(to: observer)
    }

    /// RxSwift 3's spelling of `bind(to:)` for an observer of optionals.
    ///
    /// - Parameter observer: the observer that receives the events, elements made optional.
    /// - Returns: the subscription.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element? {
        bind(to: observer)
    }

    /// RxSwift 3's spelling of `bind(to:)` with a binder function.
    ///
    /// - Parameter binder: a function that subscribes this sequence its own way.
    /// - Returns: what `binder` returns.
    @available(*, deprecated, renamed: "bind(to:)")
    public func bindTo<Result>(_ binder: (Self) -> Result) -> Result {
        bind(to: binder)
    }

    /// RxSwift 3's spelling of `bind(to:curriedArgument:)`, as in
    /// `items.bindTo(tableView.rx.items) { tableView, row, item in … }`.
    ///
    /// - Parameters:
    ///   - binder: a curried function that subscribes this sequence.
    ///   - curriedArgument: the last argument `binder` needs.
    /// - Returns: what the curried call returns.
    @available(*, deprecated, renamed: "bind(to:curriedArgument:)")
    public func bindTo<R1, R2>(_ binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        bind(to: binder, curriedArgument: curriedArgument)
    }

    /// RxSwift 3's spelling of `bind(onNext:)`.
    ///
    /// - Parameter onNext: called with each element.
    /// - Returns: the subscription.
    @available(*, deprecated, renamed: "bind(onNext:)")
    public func bindNext(_ onNext: @escaping (Element) -> Void) -> Disposable {
        bind(onNext: onNext)
    }
}
