import Interpreter
import RxSwift

/// `PublishSubject`, `BehaviorSubject`, `ReplaySubject`, `AsyncSubject`: creating them, sending
/// events (checked against the element type), and their state.
package enum Subjects {
    package static func subject(_ value: Value) -> SubjectObject? {
        if case .object(let object as SubjectObject) = value { return object }
        return nil
    }

    /// The element type: the one written (`PublishSubject<String>`), else the initial value's.
    package static func elementType(_ receiver: Value, _ site: CallSite, _ index: Int?) -> SwiftType {
        let declared = RxValues.typeArgument(receiver)
        if !declared.isUnknown { return declared }
        if let index, let type = site.argument(index)?.type { return type }
        return .unknown
    }

    // swiftlint:disable:next function_body_length
    package static func register(_ registry: LibrarySet) {
        let observable = registry.instanceTable(.library("Observable"))
        let events = { (site: CallSite) in site.runtime.events }
        let type: (String) -> (SwiftType, [SwiftType]) -> SwiftType = { name in
            { receiver, types in .library(name, [receiver.firstArgument.or(types.first ?? .unknown)]) }
        }
        registry.staticTable("PublishSubject").addMethod("init", [], result: type("PublishSubject")) { receiver, _, site in
            .object(SubjectObject(.publish(PublishSubject()), elementType: elementType(receiver, site, nil), events: events(site)))
        }
        registry.staticTable("BehaviorSubject").addMethod("init", [Param.labeled("value")], result: type("BehaviorSubject")) {
            receiver, arguments, site in
            let element = elementType(receiver, site, 0)
            let value = try site.convert(arguments[0], 0, to: RxValues.typeArgument(receiver))
            return .object(SubjectObject(.behavior(BehaviorSubject(value: value)), elementType: element, events: events(site)))
        }
        let replay = registry.staticTable("ReplaySubject")
        replay.addMethod("create", [Param.labeled("bufferSize", .int)], result: type("ReplaySubject")) {
            receiver, arguments, site in
            let size = try Builtins.int(arguments[0], site, 0)
            guard size >= 0 else { throw Diagnostic(.error, "bufferSize can't be negative", at: site.range(of: 0)) }
            return .object(SubjectObject(.replay(ReplaySubject.create(bufferSize: size)),
                                         elementType: elementType(receiver, site, nil), events: events(site)))
        }
        replay.addMethod("createUnbounded", [], result: type("ReplaySubject")) { receiver, _, site in
            .object(SubjectObject(.replay(ReplaySubject.createUnbounded()), elementType: elementType(receiver, site, nil),
                                  events: events(site)))
        }
        registry.staticTable("AsyncSubject").addMethod("init", [], result: type("AsyncSubject")) { receiver, _, site in
            .object(SubjectObject(.async(AsyncSubject()), elementType: elementType(receiver, site, nil), events: events(site)))
        }

        for name in ["PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject"] {
            let table = registry.instanceTable(.library(name), parent: observable)
            // The per-element path, without the general observer plumbing.
            table.addMethod("onNext", [Param.positional()], result: { _, _ in .void }) { receiver, arguments, site in
                guard let subject = subject(receiver) else { return .void }
                var element = arguments[0]
                if !Conversion.isExactly(element, subject.elementType) {
                    element = try site.convert(element, 0, to: subject.elementType)
                }
                try site.runtime.checkPending()
                subject.on(.next(element))
                if subject.wasDisposedBeforeSending { warnDisposed(subject, site) }
                return .void
            }
            registerObserverMethods(table) { receiver in
                guard let subject = subject(receiver) else { return nil }
                return (subject.elementType, { event, site in
                    if subject.isDisposed { warnDisposed(subject, site) }
                    subject.on(event)
                })
            }
            table.addProperty("hasObservers", type: { _ in .bool }) { value, _ in .bool(subject(value)?.hasObservers ?? false) }
            table.addProperty("isDisposed", type: { _ in .bool }) { value, _ in .bool(subject(value)?.isDisposed ?? false) }
            table.addMethod("dispose", [], result: { _, _ in .void }) { receiver, _, _ in
                subject(receiver)?.dispose()
                return .void
            }
            table.addMethod("asObserver", [], result: { type, _ in .library("AnyObserver", [type.firstArgument]) }) {
                receiver, _, site in
                guard let subject = subject(receiver) else { return receiver }
                let observer = AnyObserver<Value> { subject.on($0) }
                return .object(ObserverObject(observer, elementType: subject.elementType, events: site.runtime.events))
            }
        }
        registry.throwingMethods["BehaviorSubject", default: []].insert("value")
        registry.instanceTable(.library("BehaviorSubject")).addMethod("value", [], result: { type, _ in type.firstArgument }) {
            receiver, _, _ in
            guard let subject = subject(receiver), case .behavior(let behavior) = subject.subject else { return .void }
            return try behavior.value()
        }

        let observer = registry.instanceTable(.library("AnyObserver"))
        registerObserverMethods(observer) { receiver in
            guard case .object(let object as ObserverObject) = receiver else { return nil }
            return (object.elementType, { event, _ in object.observer.on(event) })
        }
    }

    package static func warnDisposed(_ subject: SubjectObject, _ site: CallSite) {
        site.runtime.note(Diagnostic(.warning, "this \(subject.typeBaseName) was disposed, so the event goes nowhere",
                                     at: site.range))
    }

    /// `onNext`, `onError`, `onCompleted` and `on(_:)` for anything that receives events.
    package static func registerObserverMethods(
        _ table: MemberTable,
        target: @escaping (Value) -> (element: SwiftType, send: (Event<Value>, CallSite) -> Void)?
    ) {
        func send(_ receiver: Value, _ event: () throws -> Event<Value>, _ site: CallSite) throws -> Value {
            guard let (_, deliver) = target(receiver) else { return .void }
            try site.runtime.checkPending()
            deliver(try event(), site)
            return .void
        }
        if table.methods("onNext").isEmpty {
            table.addMethod("onNext", [Param.positional()], result: { _, _ in .void }) { receiver, arguments, site in
                let element = target(receiver)?.element ?? .unknown
                return try send(receiver, { .next(try site.convert(arguments[0], 0, to: element)) }, site)
            }
        }
        table.addMethod("onError", [Param.positional(.error)], result: { _, _ in .void }) { receiver, arguments, site in
            try send(receiver, { .error(try RxValues.errorArgument(arguments[0], site, 0)) }, site)
        }
        table.addMethod("onCompleted", [], result: { _, _ in .void }) { receiver, _, site in
            try send(receiver, { .completed }, site)
        }
        table.addMethod("on", [Param.positional()], result: { _, _ in .void }) { receiver, arguments, site in
            let element = target(receiver)?.element ?? .unknown
            return try send(receiver, { try RxValues.event(from: arguments[0], elementType: element, site, 0) }, site)
        }
    }
}
