import RxRelay
import RxSwift

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every element, as an optional, to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Accepts every element into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Applies `transformation` to the sequence.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread()
        return transformation(asObservable())
    }

    /// Applies `with` to the sequence and `curriedArgument` (`drive(tableView.rx.items) { … }`).
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Calls the closures for the elements, the completion and the disposal.
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Calls the closures with `object` while it lives.
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
