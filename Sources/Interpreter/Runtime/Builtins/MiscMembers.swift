import Foundation

/// Ranges, errors, tuples, `UUID` and `NSError`.
package enum MiscMembers {
    package static func register(_ registry: LibrarySet) {
        let ranges = registry.instanceTable(.range)
        func bounds(_ value: Value) -> RangeValue {
            if case .range(let range) = value { return range }
            return RangeValue(lower: 0, upper: 0, isClosed: false)
        }
        ranges.addProperty("count", type: { _ in .int }) { value, site in
            // Swift traps when the count does not fit in an `Int`.
            guard let count = bounds(value).exactCount else { throw Operators.overflow(site.range) }
            return .int(count)
        }
        ranges.addProperty("isEmpty", type: { _ in .bool }) { value, _ in .bool(bounds(value).count == 0) }
        ranges.addProperty("lowerBound", type: { _ in .int }) { value, _ in .int(bounds(value).lower) }
        ranges.addProperty("upperBound", type: { _ in .int }) { value, _ in .int(bounds(value).upper) }
        ranges.addProperty("first", type: { _ in .optional(.int) }) { value, _ in
            bounds(value).count > 0 ? .optional(.int(bounds(value).lower)) : .none
        }
        ranges.addProperty("last", type: { _ in .optional(.int) }) { value, _ in
            bounds(value).last.map { .optional(.int($0)) } ?? .none
        }
        ranges.addMethod("contains", [Param.positional(.int)], result: { _, _ in .bool }) { receiver, arguments, site in
            .bool(bounds(receiver).contains(try Builtins.int(arguments[0], site, 0)))
        }
        ArrayMembers.registerSequenceMethods(ranges, elementOf: { _ in .int }, elements: { value, site in
            let range = bounds(value)
            guard range.count <= 10_000_000 else {
                throw Diagnostic(.error, "the range is too long for the playground", at: site.runtime.statementRange)
            }
            try site.runtime.tick(elements: range.count)
            return range.elements
        }, rebuild: { .array($0) })

        let errors = registry.instanceTable(.error)
        errors.addProperty("localizedDescription", type: { _ in .string }) { value, _ in
            if case .object(let object as NativeErrorObject) = value {
                return .string((object.error as NSError).localizedDescription)
            }
            return .string(ValuePrinter.describe(value))
        }

        // `NSError(domain:code:userInfo:)`, the error RxSwift's examples often send.
        registry.staticTable("NSError").addMethod("init", [
            Param.labeled("domain", .string), Param.labeled("code", .int),
            Param.optional("userInfo", .optional(.dictionary(.string, .any)), default: .none),
        ], result: { _, _ in .library("NSError", []) }) { _, arguments, site in
            guard case .string(let domain) = arguments[0] else { return .void }
            let code = try Builtins.int(arguments[1], site, 1)
            return .object(NativeErrorObject(NSError(domain: domain, code: code, userInfo: userInfo(arguments[2]))))
        }
        registry.staticTable("$global").addProperty("NSLocalizedDescriptionKey", type: { _ in .string }) { _, _ in
            .string(NSLocalizedDescriptionKey)
        }

        let uuid = registry.staticTable("UUID")
        uuid.addMethod("init", [], result: { _, _ in .library("UUID", []) }) { _, _, site in
            var bytes: [UInt8] = []
            for _ in 0..<16 { bytes.append(UInt8.random(in: 0...255, using: &site.runtime.random)) }
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
            let hex = bytes.map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }
            let text = [hex[0..<4], hex[4..<6], hex[6..<8], hex[8..<10], hex[10..<16]].map { $0.joined() }.joined(separator: "-")
            return .object(UUIDObject(text))
        }
        let uuidMembers = registry.instanceTable(.library("UUID"))
        uuidMembers.addProperty("uuidString", type: { _ in .string }) { value, _ in
            if case .object(let object as UUIDObject) = value { return .string(object.text) }
            return .string("")
        }
    }
}

/// A `UUID` (made from the seeded generator, so runs repeat).
package final class UUIDObject: RuntimeObject {
    package let text: String

    package init(_ text: String) {
        self.text = text
    }

    package var type: SwiftType { .library("UUID", []) }
    package var family: MemberFamily { .library("UUID") }
    package var printed: String { text }
    package func isEqual(to other: RuntimeObject) -> Bool { (other as? UUIDObject)?.text == text }
}

extension String {
    package func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

extension MiscMembers {
    /// An `NSError`'s `userInfo` from a learner's dictionary: its string keys with their values
    /// as text (what `localizedDescription` and printing read).
    fileprivate static func userInfo(_ value: Value) -> [String: Any]? {
        let dictionary: DictionaryValue
        switch value {
        case .dictionary(let given), .optional(.dictionary(let given)?): dictionary = given
        default: return nil
        }
        var info: [String: Any] = [:]
        for (key, item) in zip(dictionary.keys, dictionary.values) {
            guard case .string(let name) = key else { continue }
            var item = item
            if case .optional(let wrapped?) = item { item = wrapped }
            info[name] = ValuePrinter.describe(item)
        }
        return info
    }
}
