@_spi(Reflection) import Swift
import Foundation

/// Types whose values can hold no object: numbers, strings, and structs, tuples, optionals,
/// arrays, sets and dictionaries made only of such. A walk skips their values without looking
/// inside (an array of a million points is one look, not a million). Told from the type alone,
/// through the field records Swift's runtime keeps; the answer for a type is kept.
enum PlainTypes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var known: [ObjectIdentifier: Bool] = [
        ObjectIdentifier(Int.self): true, ObjectIdentifier(Double.self): true, ObjectIdentifier(Bool.self): true,
        ObjectIdentifier(String.self): true, ObjectIdentifier(Character.self): true,
        ObjectIdentifier(Float.self): true, ObjectIdentifier(Data.self): true, ObjectIdentifier(Date.self): true,
    ]

    /// Whether no value of `type` can hold an object.
    static func holdNoObjects(_ type: Any.Type) -> Bool {
        if let answer = lock.withLock({ known[ObjectIdentifier(type)] }) { return answer }
        var visiting: Set<ObjectIdentifier> = []
        let answer = decide(type, visiting: &visiting)
        lock.withLock { known[ObjectIdentifier(type)] = answer }
        return answer
    }

    private static func decide(_ type: Any.Type, visiting: inout Set<ObjectIdentifier>) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = lock.withLock({ known[key] }) { return answer }
        // A type met again inside itself (`struct Tree { var children: [Tree] }`) adds no object.
        guard visiting.insert(key).inserted else { return true }
        if let container = type as? any ElementTypes.Type {
            return container.elementTypes.allSatisfy { decide($0, visiting: &visiting) }
        }
        // Only structs and tuples are read field by field (an enum's payloads are not fields).
        let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        guard kind == structKind || kind == tupleKind else { return false }
        var fields: [Any.Type] = []
        let isStructOrTuple = _forEachField(of: type, options: []) { _, _, field, _ in
            fields.append(field)
            return true
        }
        guard isStructOrTuple else { return false }
        return fields.allSatisfy { decide($0, visiting: &visiting) }
    }

    /// The kinds Swift's runtime gives the metadata of a struct and of a tuple (its ABI).
    private static let structKind: UInt = 0x200
    private static let tupleKind: UInt = 0x301
}

/// The types of what a container holds.
private protocol ElementTypes {
    static var elementTypes: [Any.Type] { get }
}

extension Array: ElementTypes {
    fileprivate static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ElementTypes {
    fileprivate static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ElementTypes {
    fileprivate static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}

extension Optional: ElementTypes {
    fileprivate static var elementTypes: [Any.Type] { [Wrapped.self] }
}
