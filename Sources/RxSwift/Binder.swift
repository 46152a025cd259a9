/// An observer that applies each element to a target object on a scheduler, and keeps the
/// target only weakly: once the target is gone, elements are skipped.
///
/// ```
/// let label = Label()
/// let text = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, value in label.text = value }
/// Observable.of("a", "b").bind(to: text)   // label.text is "a", then "b"
/// ```
/// Completion is ignored. An error is a programming error: RxSwift stops in a debug build and
/// prints `Binding error: …` in a release build; RxSwift reports it to `Hooks.bindingErrorHandler`,
/// as it does for `bind(to:)`, and otherwise ignores it.
public struct Binder<Value>: ObserverType {
    /// The element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding` with `target` and each element, scheduled on `scheduler`
    /// (by default `MainScheduler.instance`).
    public init<Target: AnyObject>(
        _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
        binding: @escaping (Target, Value) -> Void
    ) {
        self.binding = { [weak target] event in
            _ = scheduler.schedule(event) { event in
                switch event {
                case .next(let element):
                    if let target { binding(target, element) }
                case .error(let error):
                    Hooks.bindingErrorHandler(error)
                case .completed:
                    break
                }
                return Disposables.create()
            }
        }
    }

    /// Schedules the binding for `event`.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
