import RxCore

/// An `Observable` (or `Observable<Never>` after `ignoreElements()`).
final class ObservableObject: RxObject {
    enum Source {
        case values(Observable<Value>)
        case never(Observable<Never>)
    }

    let source: Source

    init(_ source: Source, elementType: SwiftType, upstream: [RxObject], events: EventHub) {
        self.source = source
        super.init(id: events.newID(), kind: .observable, elementType: elementType, upstream: upstream)
    }

    /// The sequence with interpreter values (an `Observable<Never>` is bridged).
    var observable: Observable<Value> {
        switch source {
        case .values(let observable): return observable
        case .never(let observable): return ObservableObject.neverToValues(observable)
        }
    }
}

/// A subject: Publish, Behavior, Replay or Async.
final class SubjectObject: RxObject {
    enum Subject {
        case publish(PublishSubject<Value>)
        case behavior(BehaviorSubject<Value>)
        case replay(ReplaySubject<Value>)
        case async(AsyncSubject<Value>)
    }

    let subject: Subject
    private let events: EventHub
    /// Sends to the subject. Kept as a closure made once: the engine's subjects are referenced
    /// weakly by their subscriptions, which makes retaining them per event slow.
    private let deliver: (Event<Value>) -> Void

    init(_ subject: Subject, elementType: SwiftType, events: EventHub) {
        self.subject = subject
        self.events = events
        switch subject {
        case .publish(let subject): deliver = subject.on
        case .behavior(let subject): deliver = subject.on
        case .replay(let subject): deliver = subject.on
        case .async(let subject): deliver = subject.on
        }
        let kind: RxObjectKind
        switch subject {
        case .publish: kind = .publishSubject
        case .behavior: kind = .behaviorSubject
        case .replay: kind = .replaySubject
        case .async: kind = .asyncSubject
        }
        super.init(id: events.newID(), kind: kind, elementType: elementType)
        DisposedObjectNames.register(engineObject, base: typeBaseName, element: elementType)
    }

    deinit {
        DisposedObjectNames.unregister(engineObject)
    }

    /// The engine's subject, as `RxError.disposed` names it.
    private var engineObject: AnyObject {
        switch subject {
        case .publish(let subject): return subject
        case .behavior(let subject): return subject
        case .replay(let subject): return subject
        case .async(let subject): return subject
        }
    }

    override var typeBaseName: String {
        switch subject {
        case .publish: return "PublishSubject"
        case .behavior: return "BehaviorSubject"
        case .replay: return "ReplaySubject"
        case .async: return "AsyncSubject"
        }
    }

    var observable: Observable<Value> {
        switch subject {
        case .publish(let subject): return subject
        case .behavior(let subject): return subject
        case .replay(let subject): return subject
        case .async(let subject): return subject
        }
    }

    var isDisposed: Bool {
        switch subject {
        case .publish(let subject): return subject.isDisposed  // slow path only (warnings, summaries)
        case .behavior(let subject): return subject.isDisposed
        case .replay(let subject): return subject.isDisposed
        case .async: return false
        }
    }

    var hasObservers: Bool {
        switch subject {
        case .publish(let subject): return subject.hasObservers
        case .behavior(let subject): return subject.hasObservers
        case .replay(let subject): return subject.hasObservers
        case .async(let subject): return subject.hasObservers
        }
    }

    /// Sends an event, telling the timeline first.
    @inline(__always)
    func on(_ event: Event<Value>) {
        if events.isActive { RxValues.record(event, for: id, events) }
        deliver(event)
    }

    /// Whether the subject is disposed (checked after sending, so the per-event path does not
    /// touch the engine's subject).
    var wasDisposedBeforeSending: Bool { disposedByLearner && isDisposed }
    private var disposedByLearner = false

    func dispose() {
        disposedByLearner = true
        switch subject {
        case .publish(let subject): subject.dispose()
        case .behavior(let subject): subject.dispose()
        case .replay(let subject): subject.dispose()
        case .async: break
        }
    }

    override var summary: String {
        var parts: [String] = []
        if case .behavior(let subject) = subject, let value = try? subject.value() {
            parts.append("value: \(ValuePrinter.debugDescribe(value))")
        }
        parts.append(hasObservers ? "has observers" : "no observers")
        if isDisposed { parts.append("disposed") }
        return parts.joined(separator: ", ")
    }
}

/// A relay: Publish, Behavior or Replay (and the legacy `Variable`, a Behavior relay).
final class RelayObject: RxObject {
    enum Relay {
        case publish(PublishRelay<Value>)
        case behavior(BehaviorRelay<Value>)
        case replay(ReplayRelay<Value>)
    }

    let relay: Relay
    private let events: EventHub

    init(_ relay: Relay, elementType: SwiftType, isVariable: Bool = false, events: EventHub) {
        self.relay = relay
        self.events = events
        let kind: RxObjectKind
        switch relay {
        case .publish: kind = .publishRelay
        case .behavior: kind = isVariable ? .variable : .behaviorRelay
        case .replay: kind = .replayRelay
        }
        super.init(id: events.newID(), kind: kind, elementType: elementType)
    }

    override var typeBaseName: String {
        switch relay {
        case .publish: return "PublishRelay"
        case .behavior: return kind == .variable ? "Variable" : "BehaviorRelay"
        case .replay: return "ReplayRelay"
        }
    }

    var observable: Observable<Value> {
        switch relay {
        case .publish(let relay): return relay.asObservable()
        case .behavior(let relay): return relay.asObservable()
        case .replay(let relay): return relay.asObservable()
        }
    }

    @inline(__always)
    func accept(_ value: Value) {
        if events.isActive { events.emitted(id, .next, value) }
        switch relay {
        case .publish(let relay): relay.accept(value)
        case .behavior(let relay): relay.accept(value)
        case .replay(let relay): relay.accept(value)
        }
    }

    override var summary: String {
        if case .behavior(let relay) = relay { return "value: \(ValuePrinter.debugDescribe(relay.value))" }
        return typeBaseName
    }
}

/// A `Single`, `Maybe` or `Completable`.
final class TraitObject: RxObject {
    enum Trait {
        case single(Single<Value>)
        case maybe(Maybe<Value>)
        case completable(Completable)
    }

    let trait: Trait

    init(_ trait: Trait, elementType: SwiftType, upstream: [RxObject], events: EventHub) {
        self.trait = trait
        let kind: RxObjectKind
        switch trait {
        case .single: kind = .single
        case .maybe: kind = .maybe
        case .completable: kind = .completable
        }
        super.init(id: events.newID(), kind: kind, elementType: elementType, upstream: upstream)
    }

    override var typeBaseName: String {
        switch trait {
        case .single: return "Single"
        case .maybe: return "Maybe"
        case .completable: return "Completable"
        }
    }

    override var type: SwiftType {
        if case .completable = trait { return .library("Completable", []) }
        return super.type
    }

    /// The trait as an observable of interpreter values.
    var observable: Observable<Value> {
        switch trait {
        case .single(let single): return single.asObservable()
        case .maybe(let maybe): return maybe.asObservable()
        case .completable(let completable):
            return ObservableObject.neverToValues(completable.asObservable())
        }
    }
}

extension ObservableObject {
    static func neverToValues(_ observable: Observable<Never>) -> Observable<Value> {
        Observable<Value>.create { observer in
            observable.subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
    }
}

/// What `subscribe` returns, `Disposables.create`, a composite…: tells the timeline when it is
/// disposed (once).
final class DisposableObject: RxObject, Disposable {
    private var inner: Disposable?
    private let events: EventHub
    private var disposed = false
    let typeName: String

    init(_ inner: Disposable?, kind: RxObjectKind, typeName: String = "Disposable", events: EventHub) {
        self.inner = inner
        self.events = events
        self.typeName = typeName
        super.init(id: events.newID(), kind: kind, elementType: .unknown)
    }

    /// Sets what it disposes, once subscribing has returned (disposed at once if it already was).
    func setInner(_ disposable: Disposable) {
        if disposed {
            disposable.dispose()
        } else {
            inner = disposable
        }
    }

    override var typeBaseName: String { "Disposable" }
    override var type: SwiftType { .library(typeName, []) }
    override var family: MemberFamily { .library("Disposable") }
    override var summary: String { disposed ? "disposed" : typeName }

    var isDisposed: Bool { disposed }

    func dispose() {
        if !disposed {
            disposed = true
            events.disposed(id)
        }
        let disposable = inner
        inner = nil
        disposable?.dispose()
    }
}

/// A `DisposeBag`: disposes what it holds when it goes away (reassigning the variable).
final class DisposeBagObject: RxObject {
    let bag = DisposeBag()
    private(set) var count = 0

    init(events: EventHub) {
        super.init(id: events.newID(), kind: .disposeBag, elementType: .unknown)
    }

    override var typeBaseName: String { "DisposeBag" }
    override var type: SwiftType { .library("DisposeBag", []) }
    override var family: MemberFamily { .library("DisposeBag") }
    override var summary: String { "\(count) disposable\(count == 1 ? "" : "s")" }

    func insert(_ disposable: Disposable) {
        count += 1
        bag.insert(disposable)
    }
}

/// The observer a `create` body gets (`AnyObserver`), checking what is sent against the
/// element type.
final class ObserverObject: RxObject {
    let observer: AnyObserver<Value>

    init(_ observer: AnyObserver<Value>, elementType: SwiftType, events: EventHub) {
        self.observer = observer
        super.init(id: events.newID(), kind: .observable, elementType: elementType)
    }

    override var typeBaseName: String { "AnyObserver" }
}

/// A scheduler argument: the session's virtual-time scheduler (or the current-thread one).
final class SchedulerObject: RuntimeObject {
    let scheduler: ImmediateSchedulerType
    let name: String

    init(_ scheduler: ImmediateSchedulerType, name: String) {
        self.scheduler = scheduler
        self.name = name
    }

    override var type: SwiftType { .library(name, []) }
    override var family: MemberFamily { .library("Scheduler") }

    override func conforms(to expected: SwiftType) -> Bool {
        guard case .library(let wanted, _) = expected else { return false }
        return wanted == name || wanted == "SchedulerType" || wanted == "ImmediateSchedulerType"
    }
}

/// An `RxTimeInterval` (`DispatchTimeInterval`): `.milliseconds(500)`, `.seconds(1)`.
final class TimeIntervalObject: RuntimeObject {
    let interval: RxTimeInterval

    init(_ interval: RxTimeInterval) {
        self.interval = interval
    }

    override var type: SwiftType { .library("RxTimeInterval", []) }
    override var family: MemberFamily { .library("RxTimeInterval") }
    override var printed: String {
        switch interval {
        case .seconds(let value): return "seconds(\(value))"
        case .milliseconds(let value): return "milliseconds(\(value))"
        case .microseconds(let value): return "microseconds(\(value))"
        case .nanoseconds(let value): return "nanoseconds(\(value))"
        case .never: return "never"
        @unknown default: return "never"
        }
    }

    override func isEqual(to other: RuntimeObject) -> Bool {
        (other as? TimeIntervalObject)?.interval == interval
    }

    override func conforms(to expected: SwiftType) -> Bool {
        expected.libraryName == "RxTimeInterval" || expected.libraryName == "DispatchTimeInterval"
    }
}
