/// Another name for `Observable`, for code whose own module declares an `Observable` type.
public typealias RxObservable<Element> = RxSwift.Observable<Element>

/// An observable sequence: the type every operator returns.
///
/// `Observable` is the base class; the engine's operators are subclasses that build a chain of
/// sinks when subscribed.
public class Observable<Element>: ObservableType {
    init() {
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// Subscribes `observer` to the sequence's events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        rxAbstractMethod()
    }

    /// This sequence.
    public func asObservable() -> Observable<Element> { self }

    /// Subscribes a closure-based downstream: how operators subscribe to their sources.
    ///
    /// Producers and subjects override it to take the closure as it is; this default wraps it in
    /// an observer. A method rather than a cast to `Producer`, because a conditional cast to a
    /// generic class costs a runtime type check on every subscription.
    func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        subscribe(AnyObserver(eventHandler: downstream))
    }
}

func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}
