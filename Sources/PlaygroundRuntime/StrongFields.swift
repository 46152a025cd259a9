import Foundation

/// The stored properties of a struct or class instance that hold what they refer to, read
/// with `Mirror` one by one: `weak` and `unowned` ones are left out. Neither keeps anything
/// alive, and reading an `unowned` reference whose object was freed stops the program (Swift's
/// reflection reads it as a strong one), which a learner's program that never reads it again
/// must not suffer from an inspection.
///
/// Which fields are strong comes from Swift's runtime (the field records the compiler emits),
/// the same functions the standard library's `_forEachField` calls.
enum StrongFields {
    /// What the runtime tells of a field (the layout of the standard library's
    /// `_FieldReflectionMetadata`).
    private struct FieldRecord {
        var name: UnsafePointer<CChar>? = nil
        var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
        var isStrong = false
        var isVar = false
    }

    /// How a field holds what it refers to.
    private enum Hold {
        case strong, weak, unowned
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var holds: [ObjectIdentifier: [Hold]] = [:]

    /// The strong stored properties of every level of `mirror` (a struct, or a class and its
    /// superclasses), and the weak ones too if `includingWeak` (reading them is safe); nil
    /// when the fields cannot be told apart (a custom mirror).
    static func children(of mirror: Mirror, includingWeak: Bool = false) -> [Mirror.Child]? {
        var children: [Mirror.Child] = []
        var level: Mirror? = mirror
        while let current = level {
            guard let own = ownChildren(of: current, includingWeak: includingWeak) else { return nil }
            children += own
            level = current.superclassMirror
        }
        return children
    }

    /// One level's strong stored properties.
    private static func ownChildren(of mirror: Mirror, includingWeak: Bool) -> [Mirror.Child]? {
        let type = mirror.subjectType
        let inherited = mirror.superclassMirror.map { fieldCount($0.subjectType) } ?? 0
        let own = fieldHolds(of: type).dropFirst(inherited)
        let all = mirror.children
        guard own.count == all.count else { return nil }
        var result: [Mirror.Child] = []
        // Reading one child reads only that field, so the others are never touched.
        for (offset, hold) in own.enumerated() where hold == .strong || (includingWeak && hold == .weak) {
            result.append(all[all.index(all.startIndex, offsetBy: offset)])
        }
        return result
    }

    /// How each field of `type` (its superclasses' first) holds its value: a field that is not
    /// strong is weak when optional (a `weak var` always is), else unowned.
    private static func fieldHolds(of type: Any.Type) -> [Hold] {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ holds[key] }) { return known }
        let found = (0..<fieldCount(type)).map { index -> Hold in
            var record = FieldRecord()
            let held = fieldType(type, index: index, record: &record)
            record.freeName?(record.name)
            if record.isStrong { return .strong }
            return held is any OptionalField.Type ? .weak : .unowned
        }
        lock.withLock { holds[key] = found }
        return found
    }
}

/// Optionals, told apart by their type.
private protocol OptionalField {}
extension Optional: OptionalField {}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func fieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func fieldType(_ type: Any.Type, index: Int, record: UnsafeMutableRawPointer) -> Any.Type
