@_spi(Playground) import RxSwift

/// A sequence and observer that can become a `ControlProperty`.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The sequence as a control property.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a control (`textField.rx.text`): subscribing gives the current value at once,
/// then the value after each of the user's changes; binding to it sets the property on the main
/// thread. It never fails and completes when the control is deallocated.
///
/// ```swift
/// field.rx.text.subscribe(onNext: { print($0 ?? "nil") })   // "" at once, then each edit
/// Observable.just("Hi").bind(to: field.rx.text)              // field.text == "Hi"
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property whose values are `values` (subscribed on the main thread) and which `valueSink`
    /// sets.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: MainThreadScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the current one: only the user's changes.
    public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

    /// The values as an observable.
    public func asObservable() -> Observable<Element> { values }

    /// This control property.
    public func asControlProperty() -> ControlProperty<Element> { self }

    /// Sets the property to an element; an error is a programming error, reported to
    /// `Hooks.bindingErrorHandler` as RxCocoa does.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error): Hooks.bindingErrorHandler(error)
        case .next, .completed: valueSink.on(event)
        }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with nil read as "".
    public var orEmpty: ControlProperty<String> {
        let original = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let sink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: sink)
    }
}
