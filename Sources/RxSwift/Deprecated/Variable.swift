/// RxSwift 4's holder of a current value: `value` reads it, assigning `value` sends the new one to
/// the subscribers of `asObservable()`, which start with the current value. When the variable is
/// released, its sequence completes.
///
/// RxSwift 5 deprecated it and RxSwift 6 removed it; `BehaviorRelay` (RxRelay) replaces it: the
/// old spelling compiles with a warning naming the new one, and runs.
@available(
    *, deprecated,
    message: "use RxRelay's 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', '.accept(…)'"
)
public final class Variable<Element> {
    private let subject: BehaviorSubject<Element>
    private let lock = RecursiveLock()
    // Guarded by `lock`.
    private var current: Element

    /// A variable whose current value is `value`.
    ///
    /// - Parameter value: the initial value, which a subscriber receives first.
    public init(_ value: Element) {
        current = value
        subject = BehaviorSubject(value: value)
    }

    /// The current value; setting it sends the new value to the subscribers, even when it is
    /// equal to the old one.
    public var value: Element {
        get { lock.performLocked { current } }
        set {
            lock.performLocked { current = newValue }
            subject.on(.next(newValue))
        }
    }

    /// The values as a sequence: the current one, then every one assigned; completes when the
    /// variable is released.
    ///
    /// - Returns: the variable's sequence.
    public func asObservable() -> Observable<Element> {
        subject
    }

    deinit {
        subject.on(.completed)
    }
}
