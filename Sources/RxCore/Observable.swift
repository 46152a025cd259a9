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
}

func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method", file: file, line: line)
}
