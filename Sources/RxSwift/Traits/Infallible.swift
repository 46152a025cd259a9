/// A type that is, or wraps, an `Infallible`.
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that can never fail: it sends elements and may complete, but never errs.
///
/// ```
/// let names = Observable<String>.error(MyError()).asInfallible(onErrorJustReturn: "?")
/// _ = names.subscribe(onNext: { print($0) })   // ?
/// ```
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain observable (which never sends an error).
    public func asObservable() -> Observable<Element> { source }
}

extension InfallibleType {
    /// Subscribes closures for elements, completion and disposal.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` too, without keeping it alive; once it is
    /// released, the handlers are skipped.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes a closure that receives every event: `.next(element)` or `.completed`.
    ///
    /// An `Infallible` never fails; an error that reaches it anyway (a throwing `resultSelector`
    /// of `combineLatest` or `zip`) goes to `Hooks.defaultErrorHandler`, where RxSwift stops in a
    /// debug build.
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        let callStack = Hooks.subscriptionCallStack()
        return asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): Hooks.defaultErrorHandler(callStack, error)
            }
        }
    }
}

extension ObservableConvertibleType {
    /// This sequence as an `Infallible` that, on an error, sends `element` and completes.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an `Infallible` that, on an error, continues with `infallible`.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an `Infallible` that, on an error, continues with the sequence
    /// `onErrorRecover` makes from it.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
