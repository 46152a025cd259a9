import Interpreter
import RxSwift

/// `publish()`, `replay(_:)`, `replayAll()`, `multicast(_:)`, and a connectable's `connect()`
/// and `refCount()`.
package enum ConnectableOperators {
    package static func register(_ table: MemberTable) {
        // Typed as an Observable (it is one), so the members after it resolve as usual.
        let connectableType: (SwiftType, [SwiftType]) -> SwiftType = { type, _ in
            ObservableOperators.observableOf(type.firstArgument)
        }
        func add(_ name: String, _ parameters: [ParameterInfo],
                 _ make: @escaping (Observable<Value>, [Value], CallSite) throws -> ConnectableObservable<Value>) {
            table.addMethod(name, parameters, result: connectableType) { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                return RxValues.derived(try make(source, arguments, site), element: object.elementType, from: [object], site)
            }
        }
        add("publish", []) { source, _, _ in source.publish() }
        add("replay", [Param.positional(.int)]) { source, arguments, site in
            let size = try Builtins.int(arguments[0], site, 0)
            guard size >= 0 else { throw Diagnostic(.error, "replay can't be negative", at: site.range(of: 0)) }
            return source.replay(size)
        }
        add("replayAll", []) { source, _, _ in source.replayAll() }
        add("multicast", [Param.positional()]) { source, arguments, site in
            guard case .object(let object as SubjectObject) = arguments[0] else {
                throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: arguments[0]))' to expected argument type 'Subject'",
                                 at: site.range(of: 0))
            }
            switch object.subject {
            case .publish(let subject): return source.multicast(subject)
            case .behavior(let subject): return source.multicast(subject)
            case .replay(let subject): return source.multicast(subject)
            case .async(let subject): return source.multicast(subject)
            }
        }
        table.addMethod("connect", [], result: { _, _ in .library("Disposable", []) }) { receiver, _, site in
            let connectable = try self.connectable(receiver, site)
            return .object(DisposableObject(connectable.connect(), kind: .disposable, events: site.runtime.events))
        }
        table.addMethod("refCount", [], result: { type, _ in ObservableOperators.observableOf(type.firstArgument) }) {
            receiver, _, site in
            let connectable = try self.connectable(receiver, site)
            let (_, object) = try RxValues.source(receiver, site)
            return RxValues.derived(connectable.refCount(), element: object.elementType, from: [object], site)
        }
    }

    private static func connectable(_ value: Value, _ site: CallSite) throws -> ConnectableObservable<Value> {
        if case .object(let object as ObservableObject) = value,
           let connectable = object.observable as? ConnectableObservable<Value>
        {
            return connectable
        }
        throw Diagnostic(.error, "value of type '\(ValuePrinter.dynamicType(of: value))' has no member '\(site.name)'",
                         at: site.range)
    }
}
