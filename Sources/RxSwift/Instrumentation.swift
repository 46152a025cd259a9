import VirtualClock

/// Where the playground watches the engine: subjects receiving events and the subscriptions a
/// program makes (`subscribe`, `bind`), with what each receives and when it ends, and the
/// subscriptions operators make to their inner sequences (`flatMap` …), with when they end.
///
/// Nothing is reported, and nothing costs more than one load of `observer`, until a watcher is
/// installed; watching never changes what a program sees (no extra subscriptions, no retained
/// objects beyond the report call).
@_spi(Playground)
public protocol InstrumentationObserver: AnyObject {
    /// The lane that records what `subject` accepts (one a stopped or disposed subject ignores is
    /// not reported): asked at the subject's first reported event, then kept by the subject, so
    /// each later event goes to it without a lookup.
    func lane(forSubject subject: AnyObject) -> InstrumentationLane
    /// A subscription identified by `token` is being made to `source`; the answer records what
    /// it receives (events may follow before `subscription(_:returned:)`).
    func subscribing(_ token: AnyObject, to source: AnyObject) -> InstrumentationLane
    /// The subscription `token` is the disposable `disposable` the program got back.
    func subscription(_ token: AnyObject, returned disposable: AnyObject)
    /// The subscription `token` ended: disposed, or after its stop event.
    func subscriptionEnded(_ token: AnyObject)
    /// `wrapper` (a relay) sends through `subject`: its events are the subject's.
    func alias(_ wrapper: AnyObject, for subject: AnyObject)
    /// `observable` (an operator's or a creation function's sequence, not a subject) is being
    /// subscribed: the watcher returns what to tell of each event it sends down this
    /// subscription, or nil to leave it unwatched. Nothing else changes: no subscription is
    /// added, the events and their order are the same.
    func subscribing(toObservable observable: AnyObject) -> ((InstrumentedEvent) -> Void)?
    /// The lane of the program's subscription being made now (`subscribing(_:to:)` answered it,
    /// `subscription(_:returned:)` has not come yet), or nil: an operator subscribed meanwhile
    /// belongs to it.
    var subscriptionBeingMade: InstrumentationLane? { get }
    /// `operatorName` (`flatMapFirst`) is subscribing `token` to `source`, one of its inner
    /// sequences, for a subscription of the operator made within the program's subscription
    /// `outer`: a subscription of another kind, whose events are not reported;
    /// `innerSubscriptionEnded(_:)` follows.
    func subscribing(
        inner token: AnyObject, to source: AnyObject, by operatorName: String, within outer: InstrumentationLane?)
    /// The inner subscription `token` ended: disposed by its operator (after its stop event, when
    /// replaced, or with the operator's own subscription).
    func innerSubscriptionEnded(_ token: AnyObject)
}

/// Where the watcher keeps one subject's or one subscription's events.
@_spi(Playground)
public protocol InstrumentationLane: AnyObject {
    /// The subject accepted, or the subscription received, `element`: handed over as its own
    /// type, so a lane can keep common elements without boxing them.
    func recordNext<Element>(_ element: Element)
    /// The subject accepted, or the subscription received, a stop event (`event` is never
    /// `.next`).
    func recordStop(_ event: InstrumentedEvent)
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

    /// Records `event` of `subject` in `lane`, the lane the subject keeps (read under its lock),
    /// or, when it has none yet, in one the watcher makes, which is returned for the subject to
    /// keep: the watcher holds the subject only weakly, so the subject's events reach their
    /// lane without a lookup.
    static func record<Element>(
        _ event: Event<Element>, of subject: AnyObject, in lane: InstrumentationLane?,
        observer: InstrumentationObserver
    ) -> InstrumentationLane? {
        if let lane {
            record(event, in: lane)
            return nil
        }
        let made = observer.lane(forSubject: subject)
        record(event, in: made)
        return made
    }

    /// Hands `event` to `lane`'s `recordNext` or `recordStop`.
    ///
    /// A function, not a method of a protocol extension: in one, the opened existential stays
    /// generic, so the body ran unspecialized, looking up `Event<Element>`'s metadata per event.
    @inline(__always)
    static func record<Element>(_ event: Event<Element>, in lane: InstrumentationLane) {
        if case .next(let element) = event {
            lane.recordNext(element)
        } else {
            lane.recordStop(InstrumentedEvent(event))
        }
    }

    /// `downstream`, telling the watcher of each event first when it watches `observable`.
    static func watched<Element>(_ observable: AnyObject, _ downstream: @escaping Downstream<Element>)
        -> Downstream<Element>
    {
        guard let report = observer?.subscribing(toObservable: observable) else { return downstream }
        return { event in
            ElementOrigin.delivering {
                report(InstrumentedEvent(event))
                downstream(event)
            }
        }
    }
}

/// Which element an event carries on, for timelines that keep an element's color through
/// operators: while an event is being recorded and passed on, `CarriedContext.current` holds its
/// origin, which the watcher sets at the first lane that records the element and every lane
/// below reads; work scheduled meanwhile (`delay`, `observe(on:)`) takes it along. Operators that
/// combine elements into a new one send it with none (`combineLatest`, `zip`, `scan` …), and a
/// subject's replay to a new subscriber sends the stored element's origin marked as replayed.
///
/// Each helper runs only while a watcher is installed (`CarriedContext.isOn`); the engine calls
/// them on watched paths or behind that one load.
@_spi(Playground)
public enum ElementOrigin {
    /// The bit of an origin word that marks an element replayed to a new subscriber.
    public static let replayedBit = 1

    /// Runs `delivery` (recording an event and passing it on), then puts back the origin the
    /// caller had: a lane that records a new element sets one for what its delivery reaches.
    @inline(__always)
    static func delivering(_ delivery: () -> Void) {
        let saved = CarriedContext.current
        delivery()
        CarriedContext.current = saved
    }

    /// Runs `delivery` of an element made anew from others: it carries no origin.
    @inline(__always)
    static func anew(_ delivery: () -> Void) {
        resuming(0, delivery)
    }

    /// Runs `delivery` of an element stored with origin `origin`, replayed to a new subscriber.
    @inline(__always)
    static func replaying(_ origin: Int, _ delivery: () -> Void) {
        resuming(origin | replayedBit, delivery)
    }

    /// The origin of the element being delivered now, as a subject stores it for a replay
    /// (without the replayed mark); 0 when none.
    @inline(__always)
    static var current: Int {
        CarriedContext.isOn ? CarriedContext.current & ~replayedBit : 0
    }

    /// Runs `delivery` of an element that `origin`, captured when it arrived, produced later
    /// (a throttle's latest element sent when its window ends).
    @inline(__always)
    static func resuming(_ origin: Int, _ delivery: () -> Void) {
        guard CarriedContext.isOn else { return delivery() }
        let saved = CarriedContext.current
        CarriedContext.current = origin
        delivery()
        CarriedContext.current = saved
    }
}
