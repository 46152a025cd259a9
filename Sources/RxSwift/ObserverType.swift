/// Something that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of element received.
    associatedtype Element
    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends `next(element)`.
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Sends `completed`.
    public func onCompleted() { on(.completed) }
    /// Sends `error(error)`.
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Wraps this observer in an `AnyObserver`.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements with `transform` before passing them here.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}
