@_spi(Playground) import RxSwift

extension ObservableType {
    /// Accepts every element into each of `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindRelays { element in relays.forEach { $0.accept(element) } }
    }

    private func bindRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
        subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element): accept(element)
            case .error(let error): Hooks.bindingErrorHandler(error)
            case .completed: break
            }
        }
    }
}
