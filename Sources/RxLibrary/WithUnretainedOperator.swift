import Interpreter
import RxSwift

/// `withUnretained(_:)` and `withUnretained(_:resultSelector:)`: each element paired with an
/// object the sequence does not keep alive; once the object is gone, the sequence completes.
package enum WithUnretainedOperator {
    package static func register(_ registry: LibrarySet) {
        let table = registry.instanceTable(.library("Observable"))
        table.addMethod("withUnretained", [Param.positional()], result: { type, types in
            ObservableOperators.observableOf(.tuple([types[0], type.firstArgument], labels: [nil, nil]))
        }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let retained = try classObject(arguments[0], site)
            let paired = unretained(source, retained) { owner, element in
                Value.tuple(TupleValue([.object(owner), element]))
            }
            let element = SwiftType.tuple([site.argument(0)?.type ?? .unknown, object.elementType], labels: [nil, nil])
            return RxValues.derived(paired, element: element, from: [object], site)
        }
        table.addMethod("withUnretained", [Param.positional(), Param.closure("resultSelector")], result: { _, types in
            ObservableOperators.observableOf(Builtins.result(of: types[1]))
        }, closures: { type, _ in [.unknown, type.firstArgument] }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let retained = try classObject(arguments[0], site)
            let selector = try Builtins.function(arguments[1], site, 1)
            let runtime = site.runtime
            let selected = unretained(source, retained) { owner, element -> Value in
                guard runtime.pendingFailure == nil else { return .void }
                do {
                    return try selector.call([.object(owner), element], runtime)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                } catch {
                    runtime.fail(Diagnostic(.error, "the error '\(Compiler.errorText(error, in: runtime))' was thrown from a 'resultSelector', which cannot throw",
                                            at: site.range(of: 1)))
                }
                return .void
            }
            let element = Builtins.result(of: site.argument(1)?.type ?? .unknown)
            return RxValues.derived(selected, element: element, from: [object], site)
        }
    }

    /// The engine's `withUnretained` over the object's own class (so the engine holds it weakly).
    private static func unretained<Object: RuntimeObject>(_ source: Observable<Value>, _ object: Object,
                                                          _ select: @escaping (RuntimeObject, Value) -> Value)
        -> Observable<Value>
    {
        source.withUnretained(object) { select($0, $1) }
    }

    /// The object argument; Swift accepts only a class instance.
    private static func classObject(_ value: Value, _ site: CallSite) throws -> RuntimeObject {
        var target = value
        if case .optional(let wrapped?) = value { target = wrapped }
        guard case .object(let object) = target else {
            throw Diagnostic(.error, "instance method 'withUnretained' requires that '\(ValuePrinter.dynamicType(of: value))' be a class type",
                             at: site.range(of: 0))
        }
        return object
    }
}
