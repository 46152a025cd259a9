import RxSwift

/// A sequence that can become a `ControlEvent`.
public protocol ControlEventType: ObservableType {
    /// The sequence as a control event.
    func asControlEvent() -> ControlEvent<Element>
}

/// The events of a control (`button.rx.tap`): subscribed on the main thread, delivered on it,
/// never failing, and completing when the control is deallocated.
///
/// ```swift
/// button.rx.tap.subscribe(onNext: { print("tap") })   // "tap" for each touch up inside
/// ```
public struct ControlEvent<PropertyType>: ControlEventType {
    /// The element type.
    public typealias Element = PropertyType

    let events: Observable<PropertyType>

    /// A control event of `events`, subscribed on the main thread.
    public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        self.events = events.subscribe(on: MainThreadScheduler.instance)
    }

    /// Subscribes `observer` to the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        events.subscribe(observer)
    }

    /// The events as an observable.
    public func asObservable() -> Observable<Element> { events }

    /// This control event.
    public func asControlEvent() -> ControlEvent<Element> { self }
}
