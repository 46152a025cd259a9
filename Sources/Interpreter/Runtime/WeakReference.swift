/// What a `weak` (or `unowned`) variable, property or capture holds: the object without
/// keeping it alive. Reading it gives `.optional(object)`, or `nil` once the object is gone
/// (for `unowned`, reading then is an error).
package final class WeakReference: RuntimeObject {
    private weak var object: AnyObject?
    /// The value when it is not an object (a weak variable set to `nil`).
    private let other: Value?
    package let isUnowned: Bool

    package init(_ value: Value, isUnowned: Bool = false) {
        self.isUnowned = isUnowned
        var target = value
        if case .optional(let wrapped?) = value { target = wrapped }
        if case .object(let object) = target {
            self.object = object
            other = nil
        } else if case .function(let function) = target {
            self.object = function
            other = nil
        } else {
            other = value
        }
    }

    /// The object as a learner value: `Optional(object)` for `weak`, the object for `unowned`;
    /// `nil` when it is gone.
    package var value: Value {
        if let other { return other }
        guard let object else { return .none }
        let held: Value
        if let runtimeObject = object as? RuntimeObject {
            held = .object(runtimeObject)
        } else if let function = object as? Function {
            held = .function(function)
        } else {
            return .none
        }
        return isUnowned ? held : .optional(held)
    }

    /// Whether the object it refers to has gone.
    package var isGone: Bool { other == nil && object == nil }

    package var type: SwiftType { .library("weak", []) }
    package var printed: String { ValuePrinter.describe(value) }
    /// As the REPL shows the variable's value (`:vars`): the object, or `nil`.
    package var summary: String { TopLevelRunner.replText(value) }
}

extension WeakReference {
    /// A weak or unowned variable's value as the learner reads it; an error for an unowned
    /// reference whose object has gone.
    package static func read(_ stored: Value, at range: SourceRange?) throws -> Value {
        guard case .object(let reference as WeakReference) = stored else { return stored }
        if reference.isUnowned, reference.isGone { throw ClassMembers.unownedGone(range) }
        return reference.value
    }

    /// What a weak (`isUnowned` false) or unowned variable stores for `value`.
    package static func holding(_ value: Value, _ ownership: MemberModifiers.Ownership) -> Value {
        switch ownership {
        case .strong: return value
        case .weak: return .object(WeakReference(value))
        case .unowned: return .object(WeakReference(value, isUnowned: true))
        }
    }
}
