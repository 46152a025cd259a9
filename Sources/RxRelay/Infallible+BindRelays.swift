import RxSwift

extension InfallibleType {
    /// Accepts every element into each of `relays`.
    ///
    /// - Parameter relays: the relays that receive the elements (a completion is not passed on).
    /// - Returns: the subscription.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Parameter relays: the relays that receive the elements (a completion is not passed on).
    /// - Returns: the subscription.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    ///
    /// - Parameter relays: the relays that receive the elements (a completion is not passed on).
    /// - Returns: the subscription.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Parameter relays: relays of optional elements.
    /// - Returns: the subscription.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Parameter relays: relays of optional elements.
    /// - Returns: the subscription.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    ///
    /// - Parameter relays: relays of optional elements.
    /// - Returns: the subscription.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
