import Interpreter
import RxSwift

/// Operators on observables (and on subjects and relays, whose tables chain to this one):
/// `map`, `filter`, `do`, `withLatestFrom`, `ignoreElements`, `asSingle`, `asMaybe`, `first`,
/// `asObservable`, `asCompletable`. Adding an operator is one entry here.
package enum ObservableOperators {
    /// The element type of an observable-like static type.
    package static func element(_ type: SwiftType) -> SwiftType { type.firstArgument }

    package static func observableOf(_ element: SwiftType) -> SwiftType { .library("Observable", [element]) }

    // swiftlint:disable:next function_body_length
    package static func register(_ registry: LibrarySet) {
        let table = registry.instanceTable(.library("Observable"))
        let elementClosure: (SwiftType, Int) -> [SwiftType]? = { type, _ in [element(type)] }

        table.addMethod("map", [Param.closure(nil)], result: { _, types in observableOf(Builtins.result(of: types[0])) },
                        closures: elementClosure) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let transform = RxValues.transform(try Builtins.function(arguments[0], site, 0), site.runtime)
            return RxValues.derived(source.map(transform), element: Builtins.result(of: site.argument(0)?.type ?? .unknown),
                                    from: [object], site)
        }
        table.addMethod("filter", [Param.closure(nil)], result: { type, _ in observableOf(element(type)) },
                        closures: elementClosure) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let predicate = RxValues.predicate(try Builtins.function(arguments[0], site, 0), site)
            return RxValues.derived(source.filter(predicate), element: object.elementType, from: [object], site)
        }
        let doLabels = ["onNext", "afterNext", "onError", "afterError", "onCompleted", "afterCompleted", "onSubscribe",
                        "onSubscribed", "onDispose"]
        table.addMethod("do", doLabels.map { Param.closure($0, optional: true) },
                        result: { type, _ in observableOf(element(type)) },
                        closures: { type, index in
                            switch index {
                            case 0, 1: return [element(type)]
                            case 2, 3: return [.error]
                            default: return []
                            }
                        }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let runtime = site.runtime
            let functions = try arguments.enumerated().map { try Builtins.optionalFunction($1, site, $0) }
            let errorEffect: (Function?) -> ((Swift.Error) throws -> Void)? = { function in
                RxValues.effect(function, runtime).map { effect in { error in try effect(Value.fromError(error, in: runtime)) } }
            }
            let observable = source.do(
                onNext: RxValues.effect(functions[0], runtime), afterNext: RxValues.effect(functions[1], runtime),
                onError: errorEffect(functions[2]), afterError: errorEffect(functions[3]),
                onCompleted: RxValues.effect0(functions[4], runtime), afterCompleted: RxValues.effect0(functions[5], runtime),
                onSubscribe: RxValues.handler0(functions[6], runtime), onSubscribed: RxValues.handler0(functions[7], runtime),
                onDispose: RxValues.handler0(functions[8], runtime))
            return RxValues.derived(observable, element: object.elementType, from: [object], site)
        }
        table.addMethod("withLatestFrom", [Param.positional()], result: { _, types in observableOf(element(types[0])) }) {
            receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let (second, secondObject) = try RxValues.source(arguments[0], site, 0)
            return RxValues.derived(source.withLatestFrom(second), element: secondObject.elementType,
                                    from: [object, secondObject], site)
        }
        table.addMethod("withLatestFrom", [Param.positional(), Param.closure("resultSelector")],
                        result: { _, types in observableOf(Builtins.result(of: types[1])) },
                        closures: { type, _ in [element(type), .unknown] }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let (second, secondObject) = try RxValues.source(arguments[0], site, 0)
            let selector = try Builtins.function(arguments[1], site, 1)
            let runtime = site.runtime
            let observable = source.withLatestFrom(second) { first, latest -> Value in
                do {
                    return try selector.call([first, latest], runtime)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                    throw diagnostic
                }
            }
            return RxValues.derived(observable, element: Builtins.result(of: site.argument(1)?.type ?? .unknown),
                                    from: [object, secondObject], site)
        }
        table.addMethod("ignoreElements", [], result: { _, _ in observableOf(.library("Never", [])) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return .object(ObservableObject(.never(source.ignoreElements()), elementType: .library("Never", []),
                                            upstream: [object], events: site.runtime.events))
        }
        table.addMethod("asCompletable", [], result: { _, _ in .library("Completable", []) }) { receiver, _, site in
            guard case .object(let object as ObservableObject) = receiver, case .never(let never) = object.source else {
                let element = RxValues.elementType(receiver)
                throw site.error("referencing instance method 'asCompletable()' requires the types '\(element)' and 'Never' be equivalent")
            }
            return .object(TraitObject(.completable(never.asCompletable()), elementType: .unknown, upstream: [object],
                                       events: site.runtime.events))
        }
        table.addMethod("asSingle", [], result: { type, _ in .library("Single", [element(type)]) }) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return .object(TraitObject(.single(source.asSingle()), elementType: object.elementType, upstream: [object],
                                       events: site.runtime.events))
        }
        table.addMethod("asMaybe", [], result: { type, _ in .library("Maybe", [element(type)]) }) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return .object(TraitObject(.maybe(source.asMaybe()), elementType: object.elementType, upstream: [object],
                                       events: site.runtime.events))
        }
        table.addMethod("first", [], result: { type, _ in .library("Single", [.optional(element(type))]) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let single = source.first().map { element -> Value in element.map { .optional($0) } ?? .none }
            return .object(TraitObject(.single(single), elementType: .optional(object.elementType), upstream: [object],
                                       events: site.runtime.events))
        }
        table.addMethod("asObservable", [], result: { type, _ in observableOf(element(type)) }) { receiver, _, site in
            // A plain observable is its own; a Driver or control property becomes a plain one.
            if case .object(let object as ObservableObject) = receiver, type(of: object) == ObservableObject.self {
                return .object(object)
            }
            let (source, object) = try RxValues.source(receiver, site)
            return RxValues.derived(source, element: object.elementType, from: [object], site)
        }
        Subscribing.register(table)
        let statics = registry.staticTable("Observable")
        TransformingOperators.register(table)
        FilteringOperators.register(table)
        CombiningOperators.register(table, statics: statics)
        UtilityOperators.register(table, statics: statics)
        ConnectableOperators.register(table)
        GroupingOperators.register(registry)
        NotYetAvailable.register(table)
    }
}
