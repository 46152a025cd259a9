import Interpreter
import RxSwift

/// `merge`, `concat`, `startWith`, `combineLatest`, `zip`, `amb`, `switchLatest`, as operators
/// and as `Observable.` factories.
package enum CombiningOperators {
    /// A tuple of the latest elements (`combineLatest(a, b)` without a selector).
    package static func tuple(_ values: [Value]) -> Value { .tuple(TupleValue(values)) }

    // swiftlint:disable:next function_body_length
    package static func register(_ table: MemberTable, statics: MemberTable) {
        let observableOf = ObservableOperators.observableOf
        table.addMethod("merge", [], result: { type, _ in observableOf(type.firstArgument.firstArgument) }) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let inner = source.map { value in try RxValues.source(value, site).0 }
            return RxValues.derived(inner.merge(), element: object.elementType.firstArgument, from: [object], site)
        }
        table.addMethod("concat", [], result: { type, _ in observableOf(type.firstArgument.firstArgument) }) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let inner = source.map { value in try RxValues.source(value, site).0 }
            return RxValues.derived(inner.concat(), element: object.elementType.firstArgument, from: [object], site)
        }
        table.addMethod("merge", [Param.labeled("maxConcurrent", .int)],
                        result: { type, _ in observableOf(type.firstArgument.firstArgument) }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let limit = try Builtins.int(arguments[0], site, 0)
            guard limit > 0 else { throw Diagnostic(.error, "maxConcurrent must be positive", at: site.range(of: 0)) }
            let inner = source.map { value in try RxValues.source(value, site).0 }
            return RxValues.derived(inner.merge(maxConcurrent: limit), element: object.elementType.firstArgument, from: [object],
                                    site)
        }
        table.addMethod("switchLatest", [], result: { type, _ in observableOf(type.firstArgument.firstArgument) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let inner = source.map { value in try RxValues.source(value, site).0 }
            return RxValues.derived(inner.switchLatest(), element: object.elementType.firstArgument, from: [object], site)
        }
        table.addMethod("concat", [Param.positional()], result: { type, _ in observableOf(type.firstArgument) }) {
            receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let (second, secondObject) = try RxValues.source(arguments[0], site, 0)
            return RxValues.derived(source.concat(second), element: object.elementType, from: [object, secondObject], site)
        }
        table.addMethod("amb", [Param.positional()], result: { type, _ in observableOf(type.firstArgument) }) {
            receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let (second, secondObject) = try RxValues.source(arguments[0], site, 0)
            return RxValues.derived(source.amb(second), element: object.elementType, from: [object, secondObject], site)
        }
        table.addMethod("startWith", [Param.variadic(nil)], result: { type, _ in observableOf(type.firstArgument) }) {
            receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let values = try Builtins.elements(arguments[0], site, 0).map {
                try site.runtime.convert($0, to: object.elementType, literal: true, context: .argument, at: site.range(of: 0))
            }
            let observable = Observable.concat([Observable.from(values), source])
            return RxValues.derived(observable, element: object.elementType, from: [object], site)
        }
        // Factories: Observable.merge(a, b), Observable.combineLatest(a, b) { … }, …
        for name in ["merge", "concat", "amb"] {
            statics.addMethod(name, [Param.variadic(nil)], result: { receiver, types in
                observableOf(receiver.firstArgument.or(types[0].firstArgument))
            }) { receiver, arguments, site in
                var list = arguments[0]
                if case .array(let items) = list, items.count == 1, case .array = items[0] { list = items[0] }
                let sources = try RxValues.sources(list, site, 0)
                let observables = sources.map(\.0)
                let observable: Observable<Value>
                switch name {
                case "merge": observable = Observable.merge(observables)
                case "concat": observable = Observable.concat(observables)
                default: observable = Observable.amb(observables)
                }
                let element = RxValues.typeArgument(receiver).or(sources.first?.1.elementType ?? .unknown)
                return RxValues.derived(observable, element: element, from: sources.map(\.1), site)
            }
        }
        for name in ["combineLatest", "zip"] {
            statics.addMethod(name, [Param.positional(), Param.variadic(nil), Param.optional("resultSelector", .function([], .unknown))],
                              result: { receiver, types in
                                  let selector = Builtins.result(of: types[2])
                                  return observableOf(selector.isUnknown ? receiver.firstArgument : selector)
                              }) { receiver, arguments, site in
                _ = receiver
                if case .array = arguments[0] {
                    // `combineLatest([a, b]) { … }`: the trailing closure arrives as the (empty)
                    // variadic list's only element, so it is taken from there.
                    var selector = arguments[2]
                    if case .array(let rest) = arguments[1], rest.count == 1, case .function = rest[0],
                       try Builtins.optionalFunction(selector, site, 2) == nil
                    {
                        selector = rest[0]
                    } else if case .array(let rest) = arguments[1], !rest.isEmpty {
                        let message = rest.count == 1 ? "extra argument in call"
                            : "extra arguments at positions " + (2...(rest.count + 1)).map { "#\($0)" }.joined(separator: ", ") + " in call"
                        throw Diagnostic(.error, message, at: site.range(of: 1))
                    }
                    return try combine(name, try RxValues.sources(arguments[0], site, 0), selector: selector, site,
                                       asArray: true)
                }
                let sources = [try RxValues.source(arguments[0], site, 0)] + (try RxValues.sources(arguments[1], site, 1))
                return try combine(name, sources, selector: arguments[2], site)
            }
        }
    }

    /// `combineLatest` or `zip` of sources, with a learner selector or into tuples (arrays for a
    /// list of sources).
    package static func combine(_ name: String, _ sources: [(Observable<Value>, RxObject)], selector: Value, _ site: CallSite,
                        asArray: Bool = false) throws -> Value {
        let runtime = site.runtime
        let function = try Builtins.optionalFunction(selector, site, 2)
        let select: ([Value]) throws -> Value = { values in
            guard let function else { return asArray ? .array(values) : tuple(values) }
            do {
                // A list of sources gives the selector one array, as RxSwift's collection form does.
                return asArray ? try function.call1(.array(values), runtime) : try function.call(values, runtime)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
        let observables = sources.map(\.0)
        let observable = name == "zip" ? Observable.zip(observables, resultSelector: select)
            : Observable.combineLatest(observables, resultSelector: select)
        var element: SwiftType = .unknown
        if function == nil {
            let types = sources.map(\.1.elementType)
            element = asArray ? .array(types.first ?? .unknown) : .tuple(types, labels: types.map { _ in nil })
        } else {
            element = Builtins.result(of: site.argument(2)?.type ?? site.argument(1)?.type ?? .unknown)
        }
        return RxValues.derived(observable, element: element, from: sources.map(\.1), site)
    }
}
