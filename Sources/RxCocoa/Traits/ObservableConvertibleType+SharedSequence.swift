import RxRelay
import RxSwift

extension ObservableConvertibleType {
    /// The sequence as a `Driver`, delivering on the main scheduler; an error is replaced by
    /// `onErrorJustReturn`, and the sequence completes.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `Driver`; an error switches to `onErrorDriveWith`.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(
            asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// The sequence as a `Driver`; an error switches to the driver `onErrorRecover` makes.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }

    /// The sequence as a `Signal`; an error is replaced by `onErrorJustReturn`.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// The sequence as a `Signal`; an error switches to `onErrorSignalWith`.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(
            asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// The sequence as a `Signal`; an error switches to the signal `onErrorRecover` makes.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension ControlProperty {
    /// The property as a `Driver` (it cannot fail).
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in Driver.empty() })
    }
}

extension ControlEvent {
    /// The events as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver(onErrorRecover: { _ in Driver.empty() })
    }

    /// The events as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorRecover: { _ in Signal.empty() })
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: its value at once, then each new value.
    public func asDriver() -> Driver<Element> {
        Driver(raw: asObservable().share(replay: 1, scope: .whileConnected))
    }
}

extension PublishRelay {
    /// The relay as a `Signal`.
    public func asSignal() -> Signal<Element> {
        Signal(raw: asObservable().share(scope: .whileConnected))
    }
}
