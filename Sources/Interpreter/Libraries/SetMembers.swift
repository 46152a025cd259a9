/// `Set`: literals through the type (`let s: Set = [1, 2]`), `Set(array)`, and the members
/// learner code uses: `insert`, `remove`, `contains`, `union`, `intersection`, `subtracting`,
/// `symmetricDifference`, `isSubset(of:)`, `formUnion`, `count`, `isEmpty`, `sorted`.
package enum SetMembers {
    package static func register(_ registry: LibrarySet) {
        registry.typeNames["Set"] = { .library("Set", [$0.first ?? .unknown]) }
        registry.completionNames.insert("Set")
        let statics = registry.staticTable("Set")
        statics.addMethod("init", [], result: { type, _ in type }) { receiver, _, _ in
            .object(SetObject([], elementType: receiver.typeArgument))
        }
        statics.addMethod("init", [Param.positional()], result: { type, types in
            .library("Set", [type.firstArgument.isUnknown ? types.first?.firstArgument ?? .unknown : type.firstArgument])
        }) { receiver, arguments, site in
            let values = try sequenceValues(arguments[0], site, 0)
            var element = receiver.typeArgument
            if element.isUnknown, let first = values.first { element = ValuePrinter.dynamicType(of: first) }
            return .object(SetObject(values, elementType: element))
        }
        let table = registry.instanceTable(.library("Set"))
        table.addProperty("count", type: { _ in .int }) { receiver, _ in .int(set(receiver)?.elements.count ?? 0) }
        table.addProperty("isEmpty", type: { _ in .bool }) { receiver, _ in .bool(set(receiver)?.elements.isEmpty ?? true) }
        table.addProperty("first", type: { .optional($0.firstArgument) }) { receiver, _ in
            set(receiver)?.elements.first.map { .optional($0) } ?? .none
        }
        table.addMethod("contains", [Param.positional()], result: { _, _ in .bool }) { receiver, arguments, _ in
            .bool(set(receiver)?.contains(arguments[0]) ?? false)
        }
        table.addMethod("insert", [Param.positional()], mutating: true, result: { type, _ in
            .tuple([.bool, type.firstArgument], labels: ["inserted", "memberAfterInsert"])
        }) { receiver, arguments, site in
            guard let current = set(receiver) else { return .void }
            let value = try site.convert(arguments[0], 0, to: current.elementType)
            let inserted = !current.contains(value)
            if inserted { receiver = .object(current.with(current.elements + [value])) }
            let member = inserted ? value : current.elements.first { $0 == value } ?? value
            return .tuple(TupleValue([.bool(inserted), member], labels: ["inserted", "memberAfterInsert"]))
        }
        table.addMethod("remove", [Param.positional()], mutating: true, result: { type, _ in .optional(type.firstArgument) }) {
            receiver, arguments, _ in
            guard let current = set(receiver), current.contains(arguments[0]) else { return .none }
            receiver = .object(current.with(current.elements.filter { $0 != arguments[0] }))
            return .optional(arguments[0])
        }
        table.addMethod("removeAll", [], mutating: true, result: { _, _ in .void }) { receiver, _, _ in
            if let current = set(receiver) { receiver = .object(current.with([])) }
            return .void
        }
        table.addMethod("formUnion", [Param.positional()], mutating: true, result: { _, _ in .void }) {
            receiver, arguments, site in
            guard let current = set(receiver) else { return .void }
            receiver = .object(current.with(current.elements + (try sequenceValues(arguments[0], site, 0))))
            return .void
        }
        let combine: [(String, (SetObject, [Value]) -> [Value])] = [
            ("union", { $0.elements + $1 }),
            ("intersection", { current, other in current.elements.filter { other.contains($0) } }),
            ("subtracting", { current, other in current.elements.filter { !other.contains($0) } }),
            ("symmetricDifference", { current, other in
                current.elements.filter { !other.contains($0) } + other.filter { !current.contains($0) }
            }),
        ]
        for (name, operation) in combine {
            table.addMethod(name, [Param.positional()], result: { type, _ in type }) { receiver, arguments, site in
                guard let current = set(receiver) else { return .void }
                return .object(current.with(operation(current, try sequenceValues(arguments[0], site, 0))))
            }
        }
        let relations: [(String, (SetObject, [Value]) -> Bool)] = [
            ("isSubset", { current, other in current.elements.allSatisfy { other.contains($0) } }),
            ("isSuperset", { current, other in other.allSatisfy { current.contains($0) } }),
            ("isDisjoint", { current, other in !other.contains { current.contains($0) } }),
        ]
        for (name, relation) in relations {
            table.addMethod(name, [Param.labeled(name == "isSubset" ? "of" : name == "isSuperset" ? "of" : "with")],
                            result: { _, _ in .bool }) { receiver, arguments, site in
                guard let current = set(receiver) else { return .bool(false) }
                return .bool(relation(current, try sequenceValues(arguments[0], site, 0)))
            }
        }
        table.addMethod("sorted", [], result: { type, _ in .array(type.firstArgument) }) { receiver, _, site in
            .array(try Builtins.sorted(set(receiver)?.elements ?? [], site))
        }
    }

    private static func set(_ value: Value) -> SetObject? {
        if case .object(let object as SetObject) = value { return object }
        return nil
    }

    /// The values of an array, a set or another sequence.
    private static func sequenceValues(_ value: Value, _ site: CallSite, _ index: Int) throws -> [Value] {
        if case .object(let object as SequenceObject) = value { return object.elements }
        return try Builtins.elements(value, site, index)
    }
}

extension Value {
    /// The generic argument of a type value (`Set<Int>` gives `Int`).
    fileprivate var typeArgument: SwiftType {
        if case .type(let type) = self { return type.firstArgument }
        return .unknown
    }
}
