/// Something that receives the events of an observable sequence.
public protocol ObserverType {
    /// The type of element received.
    associatedtype Element
    /// Receives one event.
    func on(_ event: Event<Element>)
    /// Receives `next(element)`, as `on(.next(element))` does: what `onNext` calls.
    ///
    /// Subjects implement it prespecialized for the element types learners send most, so that
    /// unoptimized learner code reaches specialized code from `onNext`, whose generic body would
    /// look up `Event<Element>`'s metadata at each call. A requirement, not a method of each
    /// subject: a subject's own `onNext` would change the compiler's words on a mistaken call
    /// (`'String'` instead of `'PublishSubject<String>.Element' (aka 'String')`).
    func _onNext(_ element: Element)
}

extension ObserverType {
    /// Sends `next(element)`.
    public func onNext(_ element: Element) { _onNext(element) }

    /// Sends `next(element)`: the default for observers other than subjects.
    public func _onNext(_ element: Element) { on(.next(element)) }
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
