/// A `Set`: unique elements, kept in the order they were first inserted. Swift prints a set in
/// its hash order, which changes from run to run; the playground shows insertion order, one
/// of the orders Swift may show. A set has value semantics: a mutating member replaces the
/// receiver's object with a changed copy, so another variable holding the set keeps the old one.
package final class SetObject: RuntimeObject, SequenceObject {
    package let elements: [Value]
    private let members: Set<Value>
    package let elementType: SwiftType

    package init(_ values: [Value], elementType: SwiftType) {
        var seen: Set<Value> = []
        var unique: [Value] = []
        for value in values where seen.insert(value).inserted { unique.append(value) }
        elements = unique
        members = seen
        self.elementType = elementType
    }

    package func contains(_ value: Value) -> Bool { members.contains(value) }

    package var type: SwiftType { .library("Set", [elementType]) }
    package var family: MemberFamily { .library("Set") }

    /// `print` shows a set as an array literal, as Swift does.
    package var printed: String { "[" + elements.map(ValuePrinter.debugDescribe).joined(separator: ", ") + "]" }
    package var summary: String { printed }

    package func isEqual(to other: RuntimeObject) -> Bool {
        guard let other = other as? SetObject else { return false }
        return members == other.members
    }

    package func conforms(to expected: SwiftType) -> Bool {
        guard case .library("Set", let arguments) = expected else { return false }
        guard let wanted = arguments.first, !wanted.isUnknown, !elementType.isUnknown, wanted != .any else { return true }
        return wanted == elementType
    }

    /// A set of `values` with this set's element type.
    package func with(_ values: [Value]) -> SetObject { SetObject(values, elementType: elementType) }
}
