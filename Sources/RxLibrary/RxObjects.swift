import Interpreter
import RxSwift
import RxRelay

/// An `Observable` (or `Observable<Never>` after `ignoreElements()`).
package class ObservableObject: RxObject {
    package enum Source {
        case values(Observable<Value>)
        case never(Observable<Never>)
    }

    package let source: Source

    package init(_ source: Source, elementType: SwiftType, upstream: [RxObject], events: EventHub) {
        self.source = source
        super.init(id: events.newID(), kind: .observable, elementType: elementType, upstream: upstream)
    }

    /// The sequence with interpreter values (an `Observable<Never>` is bridged).
    package var observable: Observable<Value> {
        switch source {
        case .values(let observable): return observable
        case .never(let observable): return ObservableObject.neverToValues(observable)
        }
    }
}

/// A subject: Publish, Behavior, Replay or Async.
package final class SubjectObject: RxObject {
    package enum Subject {
        case publish(PublishSubject<Value>)
        case behavior(BehaviorSubject<Value>)
        case replay(ReplaySubject<Value>)
        case async(AsyncSubject<Value>)
    }

    package let subject: Subject
    private let events: EventHub
    /// Sends to the subject. Kept as a closure made once: the engine's subjects are referenced
    /// weakly by their subscriptions, which makes retaining them per event slow.
    private let deliver: (Event<Value>) -> Void

    package init(_ subject: Subject, elementType: SwiftType, events: EventHub) {
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
        events.disposedNames.register(engineObject, base: typeBaseName, element: elementType)
    }

    deinit {
        events.disposedNames.unregister(engineObject)
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

    package override var typeBaseName: String {
        switch subject {
        case .publish: return "PublishSubject"
        case .behavior: return "BehaviorSubject"
        case .replay: return "ReplaySubject"
        case .async: return "AsyncSubject"
        }
    }

    package var observable: Observable<Value> {
        switch subject {
        case .publish(let subject): return subject
        case .behavior(let subject): return subject
        case .replay(let subject): return subject
        case .async(let subject): return subject
        }
    }

    package var isDisposed: Bool {
        switch subject {
        case .publish(let subject): return subject.isDisposed  // slow path only (warnings, summaries)
        case .behavior(let subject): return subject.isDisposed
        case .replay(let subject): return subject.isDisposed
        case .async: return false
        }
    }

    package var hasObservers: Bool {
        switch subject {
        case .publish(let subject): return subject.hasObservers
        case .behavior(let subject): return subject.hasObservers
        case .replay(let subject): return subject.hasObservers
        case .async(let subject): return subject.hasObservers
        }
    }

    /// Sends an event, telling the timeline first.
    @inline(__always)
    package func on(_ event: Event<Value>) {
        if events.isActive { RxValues.record(event, for: id, events) }
        deliver(event)
    }

    /// Whether the subject is disposed (checked after sending, so the per-event path does not
    /// touch the engine's subject).
    package var wasDisposedBeforeSending: Bool { disposedByLearner && isDisposed }
    private var disposedByLearner = false

    package func dispose() {
        disposedByLearner = true
        switch subject {
        case .publish(let subject): subject.dispose()
        case .behavior(let subject): subject.dispose()
        case .replay(let subject): subject.dispose()
        case .async: break
        }
    }

    package override var summary: String {
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
package final class RelayObject: RxObject {
    package enum Relay {
        case publish(PublishRelay<Value>)
        case behavior(BehaviorRelay<Value>)
        case replay(ReplayRelay<Value>)
    }

    package let relay: Relay
    private let events: EventHub

    package init(_ relay: Relay, elementType: SwiftType, isVariable: Bool = false, events: EventHub) {
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

    package override var typeBaseName: String {
        switch relay {
        case .publish: return "PublishRelay"
        case .behavior: return kind == .variable ? "Variable" : "BehaviorRelay"
        case .replay: return "ReplayRelay"
        }
    }

    package var observable: Observable<Value> {
        switch relay {
        case .publish(let relay): return relay.asObservable()
        case .behavior(let relay): return relay.asObservable()
        case .replay(let relay): return relay.asObservable()
        }
    }

    @inline(__always)
    package func accept(_ value: Value) {
        if events.isActive { events.emitted(id, .next, value) }
        switch relay {
        case .publish(let relay): relay.accept(value)
        case .behavior(let relay): relay.accept(value)
        case .replay(let relay): relay.accept(value)
        }
    }

    package override var summary: String {
        if case .behavior(let relay) = relay { return "value: \(ValuePrinter.debugDescribe(relay.value))" }
        return typeBaseName
    }
}

/// A `Single`, `Maybe` or `Completable`.
package final class TraitObject: RxObject {
    package enum Trait {
        case single(Single<Value>)
        case maybe(Maybe<Value>)
        case completable(Completable)
    }

    package let trait: Trait

    package init(_ trait: Trait, elementType: SwiftType, upstream: [RxObject], events: EventHub) {
        self.trait = trait
        let kind: RxObjectKind
        switch trait {
        case .single: kind = .single
        case .maybe: kind = .maybe
        case .completable: kind = .completable
        }
        super.init(id: events.newID(), kind: kind, elementType: elementType, upstream: upstream)
    }

    package override var typeBaseName: String {
        switch trait {
        case .single: return "Single"
        case .maybe: return "Maybe"
        case .completable: return "Completable"
        }
    }

    package override var type: SwiftType {
        if case .completable = trait { return .library("Completable", []) }
        return super.type
    }

    /// The trait as an observable of interpreter values.
    package var observable: Observable<Value> {
        switch trait {
        case .single(let single): return single.asObservable()
        case .maybe(let maybe): return maybe.asObservable()
        case .completable(let completable):
            return ObservableObject.neverToValues(completable.asObservable())
        }
    }
}

extension ObservableObject {
    package static func neverToValues(_ observable: Observable<Never>) -> Observable<Value> {
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
package class DisposableObject: RxObject, Disposable {
    private var inner: Disposable?
    private let events: EventHub
    private var disposed = false
    package let typeName: String

    package init(_ inner: Disposable?, kind: RxObjectKind, typeName: String = "Disposable", events: EventHub) {
        self.inner = inner
        self.events = events
        self.typeName = typeName
        super.init(id: events.newID(), kind: kind, elementType: .unknown)
    }

    /// Sets what it disposes, once subscribing has returned (disposed at once if it already was).
    package func setInner(_ disposable: Disposable) {
        if disposed {
            disposable.dispose()
        } else {
            inner = disposable
        }
    }

    package override var typeBaseName: String { "Disposable" }
    package override var type: SwiftType { .library(typeName, []) }
    package override var family: MemberFamily { .library("Disposable") }
    package override var summary: String { disposed ? "disposed" : typeName }

    package var isDisposed: Bool { disposed }

    package func dispose() {
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
package final class DisposeBagObject: RxObject {
    package let bag = DisposeBag()
    package private(set) var count = 0

    package init(events: EventHub) {
        super.init(id: events.newID(), kind: .disposeBag, elementType: .unknown)
    }

    package override var typeBaseName: String { "DisposeBag" }
    package override var type: SwiftType { .library("DisposeBag", []) }
    package override var family: MemberFamily { .library("DisposeBag") }
    package override var summary: String { "\(count) disposable\(count == 1 ? "" : "s")" }

    package func insert(_ disposable: Disposable) {
        count += 1
        bag.insert(disposable)
    }
}

/// The observer a `create` body gets (`AnyObserver`), checking what is sent against the
/// element type.
package final class ObserverObject: RxObject {
    package let observer: AnyObserver<Value>

    package init(_ observer: AnyObserver<Value>, elementType: SwiftType, events: EventHub) {
        self.observer = observer
        super.init(id: events.newID(), kind: .observable, elementType: elementType)
    }

    package override var typeBaseName: String { "AnyObserver" }
}

/// A scheduler argument: the session's virtual-time scheduler (or the current-thread one).
package final class SchedulerObject: RuntimeObject {
    package let scheduler: ImmediateSchedulerType
    package let name: String

    package init(_ scheduler: ImmediateSchedulerType, name: String) {
        self.scheduler = scheduler
        self.name = name
    }

    package var type: SwiftType { .library(name, []) }
    package var family: MemberFamily { .library("Scheduler") }

    package func conforms(to expected: SwiftType) -> Bool {
        guard case .library(let wanted, _) = expected else { return false }
        return wanted == name || wanted == "SchedulerType" || wanted == "ImmediateSchedulerType"
    }
}

/// An `RxTimeInterval` (`DispatchTimeInterval`): `.milliseconds(500)`, `.seconds(1)`.
package final class TimeIntervalObject: RuntimeObject {
    package let interval: RxTimeInterval

    package init(_ interval: RxTimeInterval) {
        self.interval = interval
    }

    package var type: SwiftType { .library("RxTimeInterval", []) }
    package var family: MemberFamily { .library("RxTimeInterval") }
    package var printed: String {
        switch interval {
        case .seconds(let value): return "seconds(\(value))"
        case .milliseconds(let value): return "milliseconds(\(value))"
        case .microseconds(let value): return "microseconds(\(value))"
        case .nanoseconds(let value): return "nanoseconds(\(value))"
        case .never: return "never"
        @unknown default: return "never"
        }
    }

    package func isEqual(to other: RuntimeObject) -> Bool {
        (other as? TimeIntervalObject)?.interval == interval
    }

    package func conforms(to expected: SwiftType) -> Bool {
        expected.libraryName == "RxTimeInterval" || expected.libraryName == "DispatchTimeInterval"
    }
}
