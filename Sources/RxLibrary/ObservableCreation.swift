import Interpreter
import RxSwift

/// `Observable.create`, `just`, `of`, `from`, `empty`, `never`, `error`, `deferred`, `range`,
/// `generate`, `repeatElement`.
package enum ObservableCreation {
    /// The note for RxSwift 3's `Observable.from(_:)` given an optional.
    package static let fromOptionalNote = "'from(_:)' with an optional is now 'from(optional:)' (RxSwift 6)"

    // swiftlint:disable:next function_body_length
    package static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("Observable")
        let observableOf: (SwiftType) -> SwiftType = { .library("Observable", [$0]) }
        func element(_ receiver: Value, _ site: CallSite, _ index: Int?) -> SwiftType {
            let declared = RxValues.typeArgument(receiver)
            if !declared.isUnknown { return declared }
            guard let index, let type = site.argument(index)?.type else { return .unknown }
            return type
        }
        func scheduler(_ value: Value, _ site: CallSite, _ index: Int) throws -> ImmediateSchedulerType {
            if case .optional(nil) = value { return CurrentThreadScheduler.instance }
            guard case .object(let object as SchedulerObject) = value else {
                throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'ImmediateSchedulerType'",
                                 at: site.range(of: index))
            }
            return object.scheduler
        }
        let schedulerParameter = Param.optional("scheduler", .library("SchedulerType", []))

        // The body returns its `Disposable`; Swift checks that when it compiles the closure.
        let body = ParameterInfo(label: nil, type: .function([.unknown], .library("Disposable", [])))
        statics.addMethod("create", [body], result: { receiver, _ in observableOf(receiver.firstArgument) },
                          closures: { receiver, _ in [.library("AnyObserver", [receiver.firstArgument])] }) {
            receiver, arguments, site in
            let body = try Builtins.function(arguments[0], site, 0)
            let elementType = RxValues.typeArgument(receiver)
            let runtime = site.runtime
            let observable = Observable<Value>.create { observer in
                let object = ObserverObject(observer, elementType: elementType, events: runtime.events)
                return CreateBody.run(body, with: .object(object), runtime, site)
            }
            return RxValues.derived(observable, element: elementType, from: [], site)
        }
        statics.addMethod("just", [Param.positional()], result: { receiver, types in observableOf(receiver.firstArgument.or(types[0])) }) {
            receiver, arguments, site in
            let type = element(receiver, site, 0)
            let value = try site.convert(arguments[0], 0, to: RxValues.typeArgument(receiver))
            return RxValues.created(Observable.just(value), element: type, site)
        }
        statics.addMethod("just", [Param.positional(), Param.labeled("scheduler", .library("SchedulerType", []))],
                          result: { receiver, types in observableOf(receiver.firstArgument.or(types[0])) }) {
            receiver, arguments, site in
            let value = try site.convert(arguments[0], 0, to: RxValues.typeArgument(receiver))
            return RxValues.created(Observable.just(value, scheduler: try scheduler(arguments[1], site, 1)),
                                    element: element(receiver, site, 0), site)
        }
        statics.addMethod("of", [Param.variadic(nil), schedulerParameter],
                          result: { receiver, types in observableOf(receiver.firstArgument.or(types[0])) }) {
            receiver, arguments, site in
            guard case .array(let values) = arguments[0] else { return .void }
            let declared = RxValues.typeArgument(receiver)
            let converted = try values.map { try site.runtime.convert($0, to: declared, literal: true, context: .argument,
                                                                      at: site.range(of: 0)) }
            var type = element(receiver, site, 0)
            if type.isUnknown, let first = converted.first { type = ValuePrinter.dynamicType(of: first) }
            return RxValues.created(Observable.from(converted, scheduler: try scheduler(arguments[1], site, 1)),
                                    element: type, site)
        }
        statics.addMethod("from", [Param.positional(), schedulerParameter], result: { receiver, types in
            if case .optional(let wrapped) = types[0] { return observableOf(receiver.firstArgument.or(wrapped)) }
            return observableOf(receiver.firstArgument.or(Builtins.elementType(of: types[0])))
        }) { receiver, arguments, site in
            if case .optional(let wrapped) = arguments[0] {
                // RxSwift 3's `from(_:)` with an optional.
                site.runtime.note(Diagnostic(.note, fromOptionalNote, at: site.range))
                var type = RxValues.typeArgument(receiver)
                if type.isUnknown { type = site.argument(0)?.type.optionalWrapped ?? .unknown }
                return RxValues.created(Observable.from(wrapped.map { [$0] } ?? [], scheduler: try scheduler(arguments[1], site, 1)),
                                        element: type, site)
            }
            var values = try Builtins.elements(arguments[0], site, 0)
            var type = RxValues.typeArgument(receiver)
            if !type.isUnknown, case .array = arguments[0],
               case .array(let converted) = try site.convert(arguments[0], 0, to: .array(type))
            {
                values = converted
            }
            if type.isUnknown { type = Builtins.elementType(of: site.argument(0)?.type ?? .unknown) }
            return RxValues.created(Observable.from(values, scheduler: try scheduler(arguments[1], site, 1)),
                                    element: type, site)
        }
        statics.addMethod("from", [Param.labeled("optional"), schedulerParameter], result: { receiver, types in
            observableOf(receiver.firstArgument.or(types[0].optionalWrapped ?? types[0]))
        }) { receiver, arguments, site in
            var values: [Value] = []
            switch arguments[0] {
            case .optional(let wrapped): if let wrapped { values = [wrapped] }
            default: values = [arguments[0]]
            }
            var type = RxValues.typeArgument(receiver)
            if type.isUnknown { type = site.argument(0)?.type.optionalWrapped ?? .unknown }
            return RxValues.created(Observable.from(values, scheduler: try scheduler(arguments[1], site, 1)),
                                    element: type, site)
        }
        statics.addMethod("empty", [], result: { receiver, _ in observableOf(receiver.firstArgument) }) { receiver, _, site in
            RxValues.created(Observable.empty(), element: RxValues.typeArgument(receiver), site)
        }
        statics.addMethod("never", [], result: { receiver, _ in observableOf(receiver.firstArgument) }) { receiver, _, site in
            RxValues.created(Observable.never(), element: RxValues.typeArgument(receiver), site)
        }
        statics.addMethod("error", [Param.positional(.error)], result: { receiver, _ in observableOf(receiver.firstArgument) }) {
            receiver, arguments, site in
            let failing = Observable<Value>.error(try RxValues.errorArgument(arguments[0], site, 0))
            return RxValues.created(EngineRecursionGuard.budgeted(failing, site.runtime),
                                    element: RxValues.typeArgument(receiver), site)
        }
        statics.addMethod("deferred", [Param.closure(nil)], result: { receiver, types in
            observableOf(receiver.firstArgument.or(Builtins.result(of: types[0]).firstArgument))
        }) { receiver, arguments, site in
            let factory = try Builtins.function(arguments[0], site, 0)
            let runtime = site.runtime
            let observable = Observable<Value>.deferred {
                do {
                    let made = try factory.call([], runtime)
                    return EngineRecursionGuard.nested(try RxValues.source(made, site).0, runtime)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                    throw diagnostic
                }
            }
            return RxValues.derived(observable, element: RxValues.typeArgument(receiver), from: [], site)
        }
        statics.addMethod("range", [Param.labeled("start", .int), Param.labeled("count", .int), schedulerParameter],
                          result: { _, _ in observableOf(.int) }) { _, arguments, site in
            let start = try Builtins.int(arguments[0], site, 0)
            let count = try Builtins.int(arguments[1], site, 1)
            guard count >= 0 else { throw Diagnostic(.error, "count can't be negative", at: site.range(of: 1)) }
            guard count == 0 || start <= Int.max - (count - 1) else {
                throw Diagnostic(.error, "overflow of count", at: site.range(of: 1))
            }
            let observable = Observable<Int>.range(start: start, count: count, scheduler: try scheduler(arguments[2], site, 2))
                .map(Value.int)
            return RxValues.created(observable, element: .int, site)
        }
        statics.addMethod("generate", [Param.labeled("initialState"), Param.closure("condition"), schedulerParameter,
                                       Param.closure("iterate")],
                          result: { receiver, types in observableOf(receiver.firstArgument.or(types[0])) },
                          closures: { receiver, _ in [receiver.firstArgument] }) { receiver, arguments, site in
            let condition = RxValues.predicate(try Builtins.function(arguments[1], site, 1), site)
            let iterate = RxValues.transform(try Builtins.function(arguments[3], site, 3), site.runtime)
            let observable = Observable<Value>.generate(initialState: arguments[0], condition: condition,
                                                        scheduler: try scheduler(arguments[2], site, 2), iterate: iterate)
            return RxValues.created(observable, element: element(receiver, site, 0), site)
        }
        statics.addMethod("repeatElement", [Param.positional(), schedulerParameter],
                          result: { receiver, types in observableOf(receiver.firstArgument.or(types[0])) }) {
            receiver, arguments, site in
            RxValues.created(Observable.repeatElement(arguments[0], scheduler: try scheduler(arguments[1], site, 1)),
                             element: element(receiver, site, 0), site)
        }
    }
}
