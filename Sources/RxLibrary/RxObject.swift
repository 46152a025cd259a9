import Interpreter

/// An Rx object held by learner code: it has an identity for the timeline, a kind, an element
/// type, and the objects it was made from.
package class RxObject: RuntimeObject {
    package let id: RxObjectID
    package let kind: RxObjectKind
    /// The declared or inferred element type (checked on emit for subjects and relays).
    package let elementType: SwiftType
    /// The objects it was made from, nearest first.
    package let upstream: [RxObject]
    /// The source text of the call that made it, for an operator's result.
    package var sourceText: String?

    package init(id: RxObjectID, kind: RxObjectKind, elementType: SwiftType, upstream: [RxObject] = []) {
        self.id = id
        self.kind = kind
        self.elementType = elementType
        self.upstream = upstream
    }

    /// The type name's base, e.g. `PublishSubject`.
    package var typeBaseName: String { "Observable" }

    package var type: SwiftType { .library(typeBaseName, [elementType]) }

    package var family: MemberFamily { .library(typeBaseName) }

    package var printed: String { type.description }

    package var summary: String { printed }

    package func isEqual(to other: RuntimeObject) -> Bool { self === other }

    /// The timeline's view of the object.
    package var info: RxObjectInfo {
        var lineage: [RxObjectID] = []
        var queue = upstream
        var seen: Set<RxObjectID> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if seen.insert(next.id).inserted {
                lineage.append(next.id)
                queue += next.upstream
            }
        }
        return RxObjectInfo(id: id, kind: kind, typeName: type.description, lineage: lineage, sourceText: sourceText)
    }

    package func conforms(to expected: SwiftType) -> Bool {
        guard case .library(let name, let arguments) = expected else { return false }
        guard RxObject.isKind(typeBaseName, of: name) else { return false }
        guard let element = arguments.first, !element.isUnknown, !elementType.isUnknown else { return true }
        return element == elementType || element == .any
    }

    /// Whether a value of library type `actual` can stand where `expected` is wanted.
    package static func isKind(_ actual: String, of expected: String) -> Bool {
        if actual == expected { return true }
        switch expected {
        case "Observable", "ObservableType", "ObservableConvertibleType":
            return ["PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "Observable", "GroupedObservable",
                    "ControlProperty", "ControlEvent"].contains(actual)
                || (expected == "ObservableConvertibleType")
        case "ObserverType", "AnyObserver":
            return ["PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "AnyObserver", "Binder",
                    "ControlProperty"].contains(actual)
        case "Disposable", "Cancelable":
            return ["Disposable", "Cancelable", "CompositeDisposable", "SerialDisposable", "SingleAssignmentDisposable",
                    "BooleanDisposable", "RefCountDisposable", "ScheduledDisposable", "PublishSubject", "BehaviorSubject",
                    "ReplaySubject"].contains(actual)
        case "SchedulerType", "ImmediateSchedulerType":
            return actual.hasSuffix("Scheduler")
        default:
            return false
        }
    }
}
