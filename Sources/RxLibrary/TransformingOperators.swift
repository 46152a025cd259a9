import Interpreter
import RxSwift

/// `flatMap`, `flatMapLatest`, `flatMapFirst`, `concatMap`, `scan`, `reduce`, `compactMap`,
/// `toArray`, `materialize`, `dematerialize`, `buffer`.
package enum TransformingOperators {
    // swiftlint:disable:next function_body_length
    package static func register(_ table: MemberTable) {
        let element: (SwiftType, Int) -> [SwiftType]? = { type, _ in [type.firstArgument] }
        let observableOf = ObservableOperators.observableOf
        typealias Flatten = (Observable<Value>, @escaping (Value) throws -> Observable<Value>) -> Observable<Value>
        let flattening: [(String, Flatten)] = [
            ("flatMap", { $0.flatMap($1) }), ("flatMapLatest", { $0.flatMapLatest($1) }),
            ("flatMapFirst", { $0.flatMapFirst($1) }), ("concatMap", { $0.concatMap($1) }),
        ]
        for (name, flatten) in flattening {
            table.addMethod(name, [Param.closure(nil)], result: { _, types in
                observableOf(Builtins.result(of: types[0]).firstArgument)
            }, closures: element) { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                let selector = RxValues.observableSelector(try Builtins.function(arguments[0], site, 0), site)
                let resultElement = Builtins.result(of: site.argument(0)?.type ?? .unknown).firstArgument
                return RxValues.derived(flatten(source, selector), element: resultElement, from: [object], site)
            }
        }
        table.addMethod("scan", [Param.positional(), Param.closure("accumulator")],
                        result: { _, types in observableOf(types[0]) },
                        closures: { type, _ in [.unknown, type.firstArgument] }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let accumulator = RxValues.combine(try Builtins.function(arguments[1], site, 1), site.runtime)
            return RxValues.derived(source.scan(arguments[0], accumulator: accumulator),
                                    element: site.argument(0)?.type ?? .unknown, from: [object], site)
        }
        table.addMethod("scan", [Param.labeled("into"), Param.closure("accumulator")],
                        result: { _, types in observableOf(types[0]) },
                        closures: { type, _ in [.unknown, type.firstArgument] }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            guard case .function(let function as LearnerFunction) = arguments[1] else {
                throw site.error("'scan(into:accumulator:)' needs a closure")
            }
            let runtime = site.runtime
            let observable = source.scan(into: arguments[0]) { state, value in
                do {
                    state = try function.callUpdating(first: state, value, runtime)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                    throw diagnostic
                }
            }
            return RxValues.derived(observable, element: site.argument(0)?.type ?? .unknown, from: [object], site)
        }
        table.addMethod("reduce", [Param.positional(), Param.closure("accumulator")],
                        result: { _, types in observableOf(types[0]) },
                        closures: { type, _ in [.unknown, type.firstArgument] }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let accumulator = RxValues.combine(try Builtins.function(arguments[1], site, 1), site.runtime)
            return RxValues.derived(source.reduce(arguments[0], accumulator: accumulator),
                                    element: site.argument(0)?.type ?? .unknown, from: [object], site)
        }
        table.addMethod("compactMap", [Param.closure(nil)], result: { _, types in
            let result = Builtins.result(of: types[0])
            return observableOf(result.optionalWrapped ?? result)
        }, closures: element) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let transform = RxValues.transform(try Builtins.function(arguments[0], site, 0), site.runtime)
            let observable = source.compactMap { value -> Value? in
                let result = try transform(value)
                if case .optional(let wrapped) = result { return wrapped }
                return result
            }
            let result = Builtins.result(of: site.argument(0)?.type ?? .unknown)
            return RxValues.derived(observable, element: result.optionalWrapped ?? result, from: [object], site)
        }
        table.addMethod("toArray", [], result: { type, _ in .library("Single", [.array(type.firstArgument)]) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return Traits.make(.single(source.toArray().map { Value.array($0) }), .array(object.elementType), [object], site)
        }
        table.addMethod("materialize", [], result: { type, _ in observableOf(.library("Event", [type.firstArgument])) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let element = object.elementType
            let runtime = site.runtime
            let observable = source.materialize().map { RxValues.value(of: $0, element: element, runtime) }
            return RxValues.derived(observable, element: .library("Event", [element]), from: [object], site)
        }
        table.addMethod("dematerialize", [], result: { type, _ in observableOf(type.firstArgument.firstArgument) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let observable = source.map { value -> Event<Value> in
                guard let (name, payload) = RxValues.caseOf(value) else { return .completed }
                switch (name, payload.first) {
                case ("next", let element?): return .next(element)
                case ("error", let error?): return .error(error.asError)
                default: return .completed
                }
            }.dematerialize()
            return RxValues.derived(observable, element: object.elementType.firstArgument, from: [object], site)
        }
        table.addMethod("buffer", [Param.labeled("timeSpan"), Param.labeled("count", .int),
                                   Param.labeled("scheduler", .library("SchedulerType", []))],
                        result: { type, _ in observableOf(.array(type.firstArgument)) }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let observable = source.buffer(timeSpan: try RxValues.interval(arguments[0], site, 0),
                                           count: try Builtins.int(arguments[1], site, 1),
                                           scheduler: try RxValues.timeScheduler(arguments[2], site, 2)).map { Value.array($0) }
            return RxValues.derived(observable, element: .array(object.elementType), from: [object], site)
        }
        table.addMethod("window", [Param.labeled("timeSpan"), Param.labeled("count", .int),
                                   Param.labeled("scheduler", .library("SchedulerType", []))],
                        result: { type, _ in observableOf(observableOf(type.firstArgument)) }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let element = object.elementType
            let observable = source.window(timeSpan: try RxValues.interval(arguments[0], site, 0),
                                           count: try Builtins.int(arguments[1], site, 1),
                                           scheduler: try RxValues.timeScheduler(arguments[2], site, 2))
                .map { window in RxValues.derived(window, element: element, from: [object], site) }
            return RxValues.derived(observable, element: observableOf(element), from: [object], site)
        }
    }
}
