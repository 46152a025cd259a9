import UIKit
import RxSwift

extension Reactive where Base: UIControl {
    /// Emits each time the control sends one of `controlEvents`; completes when the control goes.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        let source = Observable<Void>.create { [weak control = base] observer in
            MainScheduler.ensureRunningOnMainThread()
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            let token = control.addHandler(for: controlEvents) { observer.on(.next(())) }
            return Disposables.create { [weak control] in control?.removeHandler(token) }
        }
        return ControlEvent(events: source.take(until: deallocated))
    }

    /// A property of the control read with `getter` at once and after each of `editingEvents`,
    /// set with `setter` on the main thread.
    public func controlProperty<T>(
        editingEvents: UIControl.Event, getter: @escaping (Base) -> T, setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        let source = Observable<T>.create { [weak control = base] observer in
            guard let control else {
                observer.on(.completed)
                return Disposables.create()
            }
            observer.on(.next(getter(control)))
            let token = control.addHandler(for: editingEvents) { [weak control] in
                if let control { observer.on(.next(getter(control))) }
            }
            return Disposables.create { [weak control] in control?.removeHandler(token) }
        }
        return ControlProperty(values: source.take(until: deallocated), valueSink: Binder(base, binding: setter))
    }

    /// Binds whether the control is enabled.
    public var isEnabled: Binder<Bool> { Binder(base) { control, value in control.isEnabled = value } }

    /// Binds whether the control is selected.
    public var isSelected: Binder<Bool> { Binder(base) { control, value in control.isSelected = value } }
}

extension Reactive where Base: UIButton {
    /// The button's taps (`.touchUpInside`).
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    /// Binds the title shown in `controlState`.
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }

    /// Binds the image shown in `controlState`.
    public func image(for controlState: UIControl.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setImage(image, for: controlState) }
    }
}

extension Reactive where Base: UITextField {
    /// The field's text: the current text, then the text after each edit (`.allEditingEvents`
    /// and `.valueChanged`); binding sets it.
    public var text: ControlProperty<String?> { value }

    /// The field's text, as `text`.
    public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged], getter: { $0.text },
            setter: { field, value in if field.text != value { field.text = value } })
    }

    /// Binds the placeholder.
    public var placeholder: Binder<String?> { Binder(base) { field, value in field.placeholder = value } }
}

extension Reactive where Base: UISwitch {
    /// Whether the switch is on: the current state, then each flip; binding sets it.
    public var isOn: ControlProperty<Bool> { value }

    /// Whether the switch is on, as `isOn`.
    public var value: ControlProperty<Bool> {
        controlProperty(
            editingEvents: .valueChanged, getter: { $0.isOn }, setter: { toggle, value in toggle.isOn = value })
    }
}
