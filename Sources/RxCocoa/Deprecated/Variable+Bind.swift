@_spi(Playground) import RxSwift

extension ObservableType {
    /// RxSwift 4's binding to a `Variable`: assigns every element to `variable.value`; an error is
    /// reported through `Hooks.bindingErrorHandler`.
    ///
    /// - Parameter variable: the variable that receives the elements.
    /// - Returns: the subscription.
    @available(
        *, deprecated,
        message: "'Variable' is now 'BehaviorRelay' (RxSwift 6): bind(to:) a BehaviorRelay(value: …)"
    )
    public func bind(to variable: Variable<Element>) -> Disposable {
        subscribe(
            onNext: { variable.value = $0 },
            onError: { Hooks.bindingErrorHandler($0) })
    }

    /// RxSwift 4's binding to a `Variable` of optionals.
    ///
    /// - Parameter variable: the variable that receives the elements, made optional.
    /// - Returns: the subscription.
    @available(
        *, deprecated,
        message: "'Variable' is now 'BehaviorRelay' (RxSwift 6): bind(to:) a BehaviorRelay(value: …)"
    )
    public func bind(to variable: Variable<Element?>) -> Disposable {
        map { $0 as Element? }.bind(to: variable)
    }

    /// RxSwift 3's binding to a `Variable`.
    ///
    /// - Parameter variable: the variable that receives the elements.
    /// - Returns: the subscription.
    @available(
        *, deprecated,
        message: "'bindTo' is now 'bind(to:)' and 'Variable' is now 'BehaviorRelay' (RxSwift 6)"
    )
    public func bindTo(_ variable: Variable<Element>) -> Disposable {
        bind(to: variable)
    }

    /// RxSwift 3's binding to a `Variable` of optionals.
    ///
    /// - Parameter variable: the variable that receives the elements, made optional.
    /// - Returns: the subscription.
    @available(
        *, deprecated,
        message: "'bindTo' is now 'bind(to:)' and 'Variable' is now 'BehaviorRelay' (RxSwift 6)"
    )
    public func bindTo(_ variable: Variable<Element?>) -> Disposable {
        bind(to: variable)
    }
}
