import Interpreter
import RxSwift

/// `subscribe` in all its forms and `bind`, for observables, subjects and relays. Every event a
/// subscription receives is told to the timeline; a failure in a handler stops the statement.
package enum Subscribing {
    /// Subscribes closures to `source`, returning the subscription object.
    package static func subscribe(_ receiver: Value, onNext: Function?, onError: Function?, onCompleted: Function?,
                          onDisposed: Function?, completedOnlyWithoutElement: Bool = false, _ site: CallSite) throws -> Value {
        let (source, object) = try RxValues.source(receiver, site)
        // A Maybe's success is its element and its completion: `onCompleted` is for "no element".
        var sawElement = false
        let runtime = site.runtime
        let events = runtime.events
        let subscription = DisposableObject(nil, kind: .subscription, events: events)
        let id = subscription.id
        events.subscribed(id, to: object)
        let disposable = events.subscribing(id) {
            source.subscribe(
                onNext: { value in
                    if events.isActive { events.emitted(id, .next, value) }
                    sawElement = true
                    if let onNext { runtime.callHandler1(onNext, value) }
                },
                onError: { error in
                    if let diagnostic = error as? Diagnostic {
                        runtime.fail(diagnostic)
                        return
                    }
                    let value = Value.fromError(error, in: runtime)
                    if events.isActive { events.emitted(id, .error, value) }
                    if let onError {
                        runtime.callHandler(onError, [value])
                    } else {
                        Hooks.defaultErrorHandler([], error)
                    }
                },
                onCompleted: {
                    if events.isActive { events.emitted(id, .completed, nil) }
                    if completedOnlyWithoutElement && sawElement { return }
                    if let onCompleted { runtime.callHandler(onCompleted, []) }
                },
                onDisposed: onDisposed.map { function in { runtime.callHandler(function, []) } })
        }
        subscription.setInner(disposable)
        return .object(subscription)
    }

    /// Subscribes a closure that receives every event (`subscribe { print($0) }`).
    package static func subscribeEvents(_ receiver: Value, _ handler: Function, _ site: CallSite) throws -> Value {
        let (source, object) = try RxValues.source(receiver, site)
        let runtime = site.runtime
        let events = runtime.events
        let subscription = DisposableObject(nil, kind: .subscription, events: events)
        let id = subscription.id
        let element = object.elementType
        events.subscribed(id, to: object)
        let disposable = events.subscribing(id) {
            source.subscribe { event in
                if case .error(let error) = event, let diagnostic = error as? Diagnostic {
                    runtime.fail(diagnostic)
                    return
                }
                if events.isActive { RxValues.record(event, for: id, events) }
                runtime.callHandler(handler, [RxValues.value(of: event, element: element, runtime)])
            }
        }
        subscription.setInner(disposable)
        return .object(subscription)
    }

    /// Sends every event of `receiver` to observers (subjects, `AnyObserver`) or, for relays,
    /// every element.
    package static func bind(_ receiver: Value, to targets: [Value], _ site: CallSite) throws -> Value {
        let (source, object) = try RxValues.source(receiver, site)
        let runtime = site.runtime
        let events = runtime.events
        var sinks: [(Event<Value>) -> Void] = []
        for (index, target) in targets.enumerated() {
            guard case .object(let targetObject) = target else {
                throw Diagnostic(.error, "cannot bind to a value of type '\(ValuePrinter.dynamicType(of: target))'",
                                 at: site.range(of: 0))
            }
            let expected = (targetObject as? RxObject)?.elementType ?? .unknown
            if !expected.isUnknown, !object.elementType.isUnknown, expected != object.elementType,
               expected != .optional(object.elementType), expected != .any
            {
                throw Diagnostic(.error, "cannot convert value of type '\(object.type)' to expected argument type '\(ObservableOperators.observableOf(expected))'",
                                 at: site.range(of: index))
            }
            let wrapOptional = expected.optionalWrapped != nil && object.elementType.optionalWrapped == nil
            func element(_ value: Value) -> Value {
                if wrapOptional, case .optional = value { return value }
                return wrapOptional ? .optional(value) : value
            }
            switch targetObject {
            case let subject as SubjectObject:
                sinks.append { event in
                    if case .next(let value) = event { subject.on(.next(element(value))) } else { subject.on(event) }
                }
            case let relay as RelayObject:
                sinks.append { event in
                    if case .next(let value) = event { relay.accept(element(value)) }
                }
            case let observer as ObserverObject:
                sinks.append { event in
                    if case .next(let value) = event { observer.observer.on(.next(element(value))) } else { observer.observer.on(event) }
                }
            case let observer as ObserverTarget:
                sinks.append { event in
                    if case .next(let value) = event { observer.receive(.next(element(value))) } else { observer.receive(event) }
                }
            default:
                throw Diagnostic(.error, "cannot bind to a value of type '\(targetObject.type)'", at: site.range(of: 0))
            }
        }
        let subscription = DisposableObject(nil, kind: .subscription, events: events)
        let id = subscription.id
        events.subscribed(id, to: object)
        let disposable = events.subscribing(id) {
            source.subscribe { event in
                if case .error(let error) = event, let diagnostic = error as? Diagnostic {
                    runtime.fail(diagnostic)
                    return
                }
                if events.isActive { RxValues.record(event, for: id, events) }
                for sink in sinks { sink(event) }
            }
        }
        subscription.setInner(disposable)
        return .object(subscription)
    }

    package static func register(_ table: MemberTable) {
        let element: (SwiftType) -> SwiftType = { $0.firstArgument }
        let disposable = SwiftType.library("Disposable", [])
        table.addMethod("subscribe", [Param.closure(nil)], result: { _, _ in disposable },
                        closures: { type, _ in [.library("Event", [element(type)])] }) { receiver, arguments, site in
            if case .object(let target as RxObject) = arguments[0], target is SubjectObject || target is RelayObject
                || target is ObserverObject || target is ObserverTarget
            {
                return try bind(receiver, to: [arguments[0]], site)
            }
            return try subscribeEvents(receiver, try Builtins.function(arguments[0], site, 0), site)
        }
        table.addMethod("subscribe", ["onNext", "onError", "onCompleted", "onDisposed"].map { Param.closure($0, optional: true) },
                        result: { _, _ in disposable },
                        closures: { type, index in index == 0 ? [element(type)] : (index == 1 ? [.error] : []) }) {
            receiver, arguments, site in
            try subscribe(receiver, onNext: try Builtins.optionalFunction(arguments[0], site, 0),
                          onError: try Builtins.optionalFunction(arguments[1], site, 1),
                          onCompleted: try Builtins.optionalFunction(arguments[2], site, 2),
                          onDisposed: try Builtins.optionalFunction(arguments[3], site, 3), site)
        }
        table.addMethod("bind", [Param.variadic("to")], result: { _, _ in disposable }) { receiver, arguments, site in
            guard case .array(let targets) = arguments[0] else { return .void }
            if targets.count == 1, case .function(let binder) = targets[0] {
                return try binder.call1(receiver, site.runtime)
            }
            return try bind(receiver, to: targets, site)
        }
        table.addMethod("bind", [Param.closure("onNext")], result: { _, _ in disposable },
                        closures: { type, _ in [element(type)] }) { receiver, arguments, site in
            try subscribe(receiver, onNext: try Builtins.function(arguments[0], site, 0), onError: nil, onCompleted: nil,
                          onDisposed: nil, site)
        }
    }
}
