/// A type-erased observer: forwards every event to a closure.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` for every event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let same = observer as? AnyObserver<Element> {
            self.observer = same.observer
        } else {
            self.observer = observer.on
        }
    }

    /// Forwards the event to the wrapped handler.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// This observer.
    public func asObserver() -> AnyObserver<Element> { self }
}
