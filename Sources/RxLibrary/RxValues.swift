import Interpreter
import RxSwift

/// Conversions between interpreter values and the engine: events, errors, observables, and the
/// wrappers that let the engine call learner closures.
package enum RxValues {
    // MARK: - Events

    package static func record(_ event: Event<Value>, for id: RxObjectID, _ events: EventHub) {
        switch event {
        case .next(let value): events.emitted(id, .next, value)
        case .error(let error): events.emitted(id, .error, events.value(of: error))
        case .completed: events.emitted(id, .completed, nil)
        }
    }

    package static var eventType: EnumType { RxEnums.event }

    /// An engine event as a learner value (`.next(1)`, printed `next(1)`).
    package static func value(of event: Event<Value>, element: SwiftType, _ runtime: Runtime) -> Value {
        switch event {
        case .next(let value): return enumValue("Event", "next", [value], element)
        case .error(let error): return enumValue("Event", "error", [Value.fromError(error, in: runtime)], element)
        case .completed: return enumValue("Event", "completed", [], element)
        }
    }

    /// A case of a library enum.
    package static func enumValue(_ enumName: String, _ caseName: String, _ payload: [Value], _ element: SwiftType) -> Value {
        guard let type = RxEnums.named(enumName), let index = type.caseIndex[caseName] else { return .void }
        return .enumCase(EnumInstance(type: type, caseIndex: index, payload: payload, elementType: element))
    }

    /// The case name and payload of a learner's event value (`.next(1)`, `.success(x)`).
    package static func caseOf(_ value: Value) -> (name: String, payload: [Value])? {
        guard case .enumCase(let instance) = value else { return nil }
        return (instance.caseName, instance.payload)
    }

    /// A learner's `Event` value as an engine event, checking the element type.
    package static func event(from value: Value, elementType: SwiftType, _ site: CallSite, _ index: Int) throws -> Event<Value> {
        guard let (name, payload) = caseOf(value) else {
            throw site.error("cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Event<\(elementType)>'")
        }
        switch (name, payload.first) {
        case ("next", let element?): return .next(try site.convert(element, index, to: elementType))
        case ("error", let error?): return .error(try errorArgument(error, site, index))
        case ("completed", nil): return .completed
        default: throw site.error("'\(name)' is not an event of Observable")
        }
    }

    /// An argument that must be an `Error`.
    package static func errorArgument(_ value: Value, _ site: CallSite, _ index: Int) throws -> Swift.Error {
        guard Conversion.isError(value) else {
            throw Diagnostic(.error,
                "argument type '\(ValuePrinter.dynamicType(of: value))' does not conform to expected type 'Error'",
                at: site.range(of: index))
        }
        return value.asError
    }

    // MARK: - Sources

    /// The observable behind any observable-like value, with the object it came from.
    package static func source(_ value: Value, _ site: CallSite, _ index: Int? = nil) throws -> (Observable<Value>, RxObject) {
        if case .object(let object) = value {
            switch object {
            case let observable as ObservableObject:
                return (site.runtime.events.tapped(observable.observable, of: observable), observable)
            case let subject as SubjectObject: return (subject.observable, subject)
            case let relay as RelayObject: return (relay.observable, relay)
            case let group as GroupedObservableObject: return (group.group.asObservable(), group)
            case let trait as TraitObject: return (site.runtime.events.tapped(trait.observable, of: trait), trait)
            default: break
            }
        }
        let message = "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Observable<Element>'"
        throw Diagnostic(.error, message, at: index.map { site.range(of: $0) } ?? site.range)
    }

    /// The element type of an observable-like value.
    package static func elementType(_ value: Value) -> SwiftType {
        if case .object(let object as RxObject) = value { return object.elementType }
        return .unknown
    }

    /// A new observable object made from `receiver` by an operator.
    package static func derived(_ observable: Observable<Value>, element: SwiftType, from upstream: [RxObject],
                        _ site: CallSite) -> Value {
        let object = ObservableObject(.values(observable), elementType: element, upstream: upstream, events: site.runtime.events)
        object.sourceText = site.range.text
        return .object(object)
    }

    /// A creation operator's observable, ticking the step budget on every element so an endless
    /// source (`repeatElement`) stops with the statement.
    package static func created(_ observable: Observable<Value>, element: SwiftType, _ site: CallSite) -> Value {
        let runtime = site.runtime
        let guarded = observable.do(onNext: { _ in
            do {
                try runtime.tick()
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        })
        return .object(ObservableObject(.values(guarded), elementType: element, upstream: [], events: runtime.events))
    }

    // MARK: - Learner closures called by the engine

    /// A learner closure as a throwing transform: a learner `throw` becomes an `.error` event;
    /// a runtime failure stops the statement.
    package static func transform(_ function: Function, _ runtime: Runtime) -> (Value) throws -> Value {
        { value in
            do {
                return try function.call1(value, runtime)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
    }

    package static func predicate(_ function: Function, _ site: CallSite) -> (Value) throws -> Bool {
        let runtime = site.runtime
        return { value in
            do {
                let result = try function.call1(value, runtime)
                if case .bool(let flag) = result { return flag }
                throw Diagnostic(.error, "the closure must return a 'Bool', not '\(ValuePrinter.dynamicType(of: result))'",
                                 at: site.range)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
    }

    /// A learner closure as a throwing side effect (`do(onNext:)`).
    package static func effect(_ function: Function?, _ runtime: Runtime) -> ((Value) throws -> Void)? {
        guard let function else { return nil }
        return { value in
            do {
                _ = try function.call1(value, runtime)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
    }

    package static func effect0(_ function: Function?, _ runtime: Runtime) -> (() throws -> Void)? {
        guard let function else { return nil }
        return {
            do {
                _ = try function.call([], runtime)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
    }

    /// A learner closure as a non-throwing handler (`subscribe(onNext:)`): a failure is recorded
    /// and stops the statement at its next step.
    package static func handler(_ function: Function, _ runtime: Runtime) -> (Value) -> Void {
        runtime.chargeInCallback(bytes: subscriptionBytes, at: nil)
        return { value in runtime.callHandler(function, [value]) }
    }

    package static func handler0(_ function: Function?, _ runtime: Runtime) -> (() -> Void)? {
        guard let function else { return nil }
        runtime.chargeInCallback(bytes: subscriptionBytes, at: nil)
        return { runtime.callHandler(function, []) }
    }

    /// What one handler of a subscription is counted as against the memory budget (the sinks,
    /// disposers and closures a subscription keeps): a handler that subscribes again on every
    /// event stops when the statement has made about a million of them.
    package static let subscriptionBytes = 1_024

    /// The engine disposable behind a learner's value (what a `create` body returned).
    package static func disposable(from value: Value) -> Disposable {
        if case .object(let object) = value {
            if let disposable = object as? DisposableObject { return disposable }
            if let subject = object as? SubjectObject { return Disposables.create { subject.dispose() } }
        }
        return Disposables.create()
    }
}

extension Runtime {
    /// Calls a learner handler the engine cannot let throw; a failure is recorded and stops the
    /// statement at its next step.
    package func callHandler(_ function: Function, _ arguments: [Value]) {
        guard pendingFailure == nil else { return }
        do {
            if arguments.count == 1 {
                _ = try function.call1(arguments[0], self)
            } else {
                _ = try function.call(arguments, self)
            }
        } catch {
            handlerFailed(function, error)
        }
    }

    /// Calls a one-argument handler (the per-element path).
    @inline(__always)
    package func callHandler1(_ function: Function, _ argument: Value) {
        guard pendingFailure == nil else { return }
        do {
            _ = try function.call1(argument, self)
        } catch {
            handlerFailed(function, error)
        }
    }

    private func handlerFailed(_ function: Function, _ error: Swift.Error) {
        switch error {
        case let diagnostic as Diagnostic:
            fail(diagnostic)
        case is OptionalChainNil:
            fail(Diagnostic(.error, "unexpectedly found nil", at: statementRange))
        default:
            let range = (function as? LearnerFunction)?.code.range
            fail(Diagnostic(.error, "the error '\(Compiler.errorText(error, in: self))' was thrown from a handler that cannot throw",
                            at: range ?? statementRange))
        }
    }
}
