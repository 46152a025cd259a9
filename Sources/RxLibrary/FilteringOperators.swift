import Interpreter
import RxSwift

/// `take`, `takeLast`, `take(until:)`, `take(while:)`, `skip`, `skip(while:)`, `skip(until:)`,
/// `element(at:)`, `distinctUntilChanged`, `single`, `sample`, `debounce`, `throttle`.
package enum FilteringOperators {
    // swiftlint:disable:next function_body_length
    package static func register(_ table: MemberTable) {
        let element: (SwiftType, Int) -> [SwiftType]? = { type, _ in [type.firstArgument] }
        let same: (SwiftType, [SwiftType]) -> SwiftType = { type, _ in ObservableOperators.observableOf(type.firstArgument) }
        /// An operator taking one argument of the given conversion.
        func unary(_ name: String, _ parameter: ParameterInfo, closures: @escaping (SwiftType, Int) -> [SwiftType]? = { _, _ in nil },
                   legacy: String? = nil,
                   _ apply: @escaping (Observable<Value>, Value, CallSite) throws -> Observable<Value>) {
            var entry = MethodEntry(parameters: [parameter], body: { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                return RxValues.derived(try apply(source, arguments[0], site), element: object.elementType, from: [object], site)
            }, resultType: same, closureParameters: closures)
            entry.legacyNote = legacy
            table.add(name, entry)
        }
        let predicate = { (value: Value, site: CallSite) throws -> (Value) throws -> Bool in
            RxValues.predicate(try Builtins.function(value, site, 0), site)
        }
        let other = { (value: Value, site: CallSite) throws -> Observable<Value> in try RxValues.source(value, site, 0).0 }

        unary("take", Param.positional(.int)) { source, count, site in
            let number = try Builtins.int(count, site, 0)
            guard number >= 0 else { throw Diagnostic(.error, "count can't be negative", at: site.range(of: 0)) }
            return source.take(number)
        }
        unary("takeLast", Param.positional(.int)) { source, count, site in
            let number = try Builtins.int(count, site, 0)
            guard number >= 0 else { throw Diagnostic(.error, "count can't be negative", at: site.range(of: 0)) }
            return source.takeLast(number)
        }
        unary("take", Param.labeled("until")) { source, value, site in source.take(until: try other(value, site)) }
        unary("takeUntil", Param.positional(), legacy: "'takeUntil(_:)' is now 'take(until:)' (RxSwift 6)") { source, value, site in
            source.take(until: try other(value, site))
        }
        unary("take", Param.closure("while"), closures: element) { source, value, site in
            source.take(while: try predicate(value, site))
        }
        unary("takeWhile", Param.closure(nil), closures: element, legacy: "'takeWhile(_:)' is now 'take(while:)' (RxSwift 6)") {
            source, value, site in source.take(while: try predicate(value, site))
        }
        unary("skip", Param.positional(.int)) { source, count, site in
            let number = try Builtins.int(count, site, 0)
            guard number >= 0 else { throw Diagnostic(.error, "count can't be negative", at: site.range(of: 0)) }
            return source.skip(number)
        }
        unary("skip", Param.closure("while"), closures: element) { source, value, site in
            source.skip(while: try predicate(value, site))
        }
        unary("skipWhile", Param.closure(nil), closures: element, legacy: "'skipWhile(_:)' is now 'skip(while:)' (RxSwift 6)") {
            source, value, site in source.skip(while: try predicate(value, site))
        }
        unary("skip", Param.labeled("until")) { source, value, site in source.skip(until: try other(value, site)) }
        unary("skipUntil", Param.positional(), legacy: "'skipUntil(_:)' is now 'skip(until:)' (RxSwift 6)") { source, value, site in
            source.skip(until: try other(value, site))
        }
        unary("element", Param.labeled("at", .int)) { source, index, site in
            let number = try Builtins.int(index, site, 0)
            guard number >= 0 else { throw Diagnostic(.error, "index can't be negative", at: site.range(of: 0)) }
            return source.element(at: number)
        }
        unary("elementAt", Param.positional(.int), legacy: "'elementAt(_:)' is now 'element(at:)' (RxSwift 6)") {
            source, index, site in
            let number = try Builtins.int(index, site, 0)
            guard number >= 0 else { throw Diagnostic(.error, "index can't be negative", at: site.range(of: 0)) }
            return source.element(at: number)
        }
        unary("sample", Param.positional()) { source, value, site in source.sample(try other(value, site)) }
        table.addMethod("distinctUntilChanged", [], result: same) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return RxValues.derived(source.distinctUntilChanged(), element: object.elementType, from: [object], site)
        }
        table.addMethod("distinctUntilChanged", [Param.closure(nil)], result: same, closures: { type, _ in
            [type.firstArgument, type.firstArgument]
        }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let function = try Builtins.function(arguments[0], site, 0)
            let runtime = site.runtime
            let observable: Observable<Value>
            if let learner = function as? LearnerFunction, learner.code.parameters.count == 1 {
                let key = RxValues.transform(function, runtime)
                observable = source.distinctUntilChanged(key)
            } else {
                let compare = RxValues.combine(function, runtime)
                observable = source.distinctUntilChanged { a, b in
                    let result = try compare(a, b)
                    if case .bool(let flag) = result { return flag }
                    throw Diagnostic(.error, "the closure must return a 'Bool'", at: site.range)
                }
            }
            return RxValues.derived(observable, element: object.elementType, from: [object], site)
        }
        table.addMethod("single", [], result: same) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return RxValues.derived(source.single(), element: object.elementType, from: [object], site)
        }
        table.addMethod("single", [Param.closure(nil)], result: same, closures: element) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            return RxValues.derived(source.single(try predicate(arguments[0], site)), element: object.elementType,
                                    from: [object], site)
        }
        let schedulerType = SwiftType.library("SchedulerType", [])
        let intervalType = SwiftType.library("RxTimeInterval", [])
        typealias Timed = (Observable<Value>, RxTimeInterval, SchedulerType) -> Observable<Value>
        let timed: [(String, String?, String?, Timed)] = [
            ("take", "for", nil, { $0.take(for: $1, scheduler: $2) }),
            ("take", nil, "'take(_:scheduler:)' is now 'take(for:scheduler:)' (RxSwift 6)", { $0.take(for: $1, scheduler: $2) }),
            ("skip", nil, nil, { $0.skip($1, scheduler: $2) }),
        ]
        for (name, label, legacy, apply) in timed {
            var entry = MethodEntry(parameters: [Param.labeled(label ?? "", intervalType), Param.labeled("scheduler", schedulerType)],
                                    body: { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                let observable = apply(source, try RxValues.interval(arguments[0], site, 0),
                                       try RxValues.timeScheduler(arguments[1], site, 1))
                return RxValues.derived(observable, element: object.elementType, from: [object], site)
            }, resultType: same)
            entry.parameters[0] = ParameterInfo(label: label, type: intervalType)
            entry.legacyNote = legacy
            table.add(name, entry)
        }
        table.addMethod("debounce", [Param.positional(.library("RxTimeInterval", [])), Param.labeled("scheduler", schedulerType)],
                        result: same) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let observable = source.debounce(try RxValues.interval(arguments[0], site, 0),
                                             scheduler: try RxValues.timeScheduler(arguments[1], site, 1))
            return RxValues.derived(observable, element: object.elementType, from: [object], site)
        }
        table.addMethod("throttle", [Param.positional(.library("RxTimeInterval", [])), Param.optional("latest", .bool, default: .bool(true)),
                                     Param.labeled("scheduler", schedulerType)], result: same) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let observable = source.throttle(try RxValues.interval(arguments[0], site, 0),
                                             latest: try Builtins.bool(arguments[1], site, 1),
                                             scheduler: try RxValues.timeScheduler(arguments[2], site, 2))
            return RxValues.derived(observable, element: object.elementType, from: [object], site)
        }
    }
}
