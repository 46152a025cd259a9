import Interpreter
import RxSwift

/// `enumerated()`, `groupBy(keySelector:)` with its `GroupedObservable`s, and `ifEmpty(default:)`
/// / `ifEmpty(switchTo:)` on observables.
package enum GroupingOperators {
    package static func register(_ registry: LibrarySet) {
        let table = registry.instanceTable(.library("Observable"))
        let observableOf = ObservableOperators.observableOf
        table.addMethod("enumerated", [], result: { type, _ in
            observableOf(.tuple([.int, type.firstArgument], labels: ["index", "element"]))
        }) { receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            let numbered = source.enumerated().map { pair in
                Value.tuple(TupleValue([.int(pair.index), pair.element], labels: ["index", "element"]))
            }
            return RxValues.derived(numbered, element: .tuple([.int, object.elementType], labels: ["index", "element"]),
                                    from: [object], site)
        }
        table.addMethod("groupBy", [Param.closure("keySelector")], result: { type, types in
            observableOf(.library("GroupedObservable", [Builtins.result(of: types[0]), type.firstArgument]))
        }, closures: { type, _ in [type.firstArgument] }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let selector = RxValues.transform(try Builtins.function(arguments[0], site, 0), site.runtime)
            let keyType = Builtins.result(of: site.argument(0)?.type ?? .unknown)
            let events = site.runtime.events
            let element = object.elementType
            let groups = source.groupBy(keySelector: selector).map { group -> Value in
                .object(GroupedObservableObject(group, keyType: keyType, elementType: element, upstream: [object],
                                                events: events))
            }
            return RxValues.derived(groups, element: .library("GroupedObservable", [keyType, element]),
                                    from: [object], site)
        }
        let grouped = registry.instanceTable(.library("GroupedObservable"), parent: table)
        grouped.addProperty("key", type: { $0.firstArgument }) { value, site in
            guard case .object(let group as GroupedObservableObject) = value else {
                throw site.error("value has no member 'key'")
            }
            return group.key
        }
        table.addMethod("ifEmpty", [Param.labeled("default")], result: { type, _ in type }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let fallback = try site.convert(arguments[0], 0, to: object.elementType)
            return RxValues.derived(source.ifEmpty(default: fallback), element: object.elementType, from: [object], site)
        }
        table.addMethod("ifEmpty", [Param.labeled("switchTo")], result: { type, _ in type }) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let (other, otherObject) = try RxValues.source(arguments[0], site, 0)
            return RxValues.derived(source.ifEmpty(switchTo: other), element: object.elementType,
                                    from: [object, otherObject], site)
        }
    }
}

/// One group of `groupBy`: an observable with the `key` its elements share.
package final class GroupedObservableObject: RxObject {
    package let group: GroupedObservable<Value, Value>
    package let keyType: SwiftType

    package init(_ group: GroupedObservable<Value, Value>, keyType: SwiftType, elementType: SwiftType,
                 upstream: [RxObject], events: EventHub) {
        self.group = group
        self.keyType = keyType
        super.init(id: events.newID(), kind: .observable, elementType: elementType, upstream: upstream)
    }

    package var key: Value { group.key }

    package override var typeBaseName: String { "GroupedObservable" }

    package override var type: SwiftType { .library("GroupedObservable", [keyType, elementType]) }
}
