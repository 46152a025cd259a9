/// Where the playground watches the engine: subjects receiving events and the subscriptions a
/// program makes (`subscribe`, `bind`), with what each receives and when it ends.
///
/// Nothing is reported, and nothing costs more than one load of `observer`, until a watcher is
/// installed; watching never changes what a program sees (no extra subscriptions, no retained
/// objects beyond the report call).
@_spi(Playground)
public protocol InstrumentationObserver: AnyObject {
    /// `subject` accepted `event` (one a stopped or disposed subject ignores is not reported).
    func subject(_ subject: AnyObject, received event: InstrumentedEvent)
    /// A subscription identified by `token` is being made to `source`; events may follow before
    /// `subscription(_:returned:)`.
    func subscribing(_ token: AnyObject, to source: AnyObject)
    /// The subscription `token` is the disposable `disposable` the program got back.
    func subscription(_ token: AnyObject, returned disposable: AnyObject)
    /// The subscription `token` received `event`.
    func subscription(_ token: AnyObject, received event: InstrumentedEvent)
    /// The subscription `token` ended: disposed, or after its stop event.
    func subscriptionEnded(_ token: AnyObject)
    /// `wrapper` (a relay) sends through `subject`: its events are the subject's.
    func alias(_ wrapper: AnyObject, for subject: AnyObject)
    /// `observable` (an operator's or a creation function's sequence, not a subject) is being
    /// subscribed: the watcher returns what to tell of each event it sends down this
    /// subscription, or nil to leave it unwatched. Nothing else changes: no subscription is
    /// added, the events and their order are the same.
    func subscribing(toObservable observable: AnyObject) -> ((InstrumentedEvent) -> Void)?
}

/// An event as the watcher sees it: the element as `Any`.
@_spi(Playground)
public enum InstrumentedEvent {
    case next(Any)
    case error(Swift.Error)
    case completed

    init<Element>(_ event: Event<Element>) {
        switch event {
        case .next(let element): self = .next(element)
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }
}

/// The installed watcher.
@_spi(Playground)
public enum Instrumentation {
    /// The watcher, or nil (the default: nothing is reported).
    nonisolated(unsafe) public static var observer: InstrumentationObserver?

    static func subject<Element>(_ subject: AnyObject, _ event: Event<Element>) {
        observer?.subject(subject, received: InstrumentedEvent(event))
    }

    /// `downstream`, telling the watcher of each event first when it watches `observable`.
    static func watched<Element>(_ observable: AnyObject, _ downstream: @escaping Downstream<Element>)
        -> Downstream<Element>
    {
        guard let report = observer?.subscribing(toObservable: observable) else { return downstream }
        return { event in
            report(InstrumentedEvent(event))
            downstream(event)
        }
    }
}
