import Foundation

/// `String` and `Character`: conversions and the members learners reach for.
package enum StringMembers {
    package static func register(_ registry: LibrarySet) {
        registerStatics(registry)
        registerMembers(registry)
        registerCharacter(registry)
    }

    private static func text(_ value: Value) -> String {
        switch value {
        case .string(let text): return text
        case .character(let character): return String(character)
        default: return ""
        }
    }

    private static func registerStatics(_ registry: LibrarySet) {
        let statics = registry.staticTable("String")
        statics.addMethod("init", [], result: { _, _ in .string }) { _, _, _ in .string("") }
        statics.addMethod("init", [Param.positional()], result: { _, _ in .string }) { _, arguments, _ in
            if case .array(let elements) = arguments[0], elements.allSatisfy({
                if case .character = $0 { return true }
                if case .string = $0 { return true }
                return false
            }) {
                return .string(elements.map(text).joined())
            }
            return .string(ValuePrinter.describe(arguments[0]))
        }
        statics.addMethod("init", [Param.labeled("describing")], result: { _, _ in .string }) { _, arguments, _ in
            .string(ValuePrinter.describe(arguments[0]))
        }
        statics.addMethod("init", [Param.labeled("reflecting")], result: { _, _ in .string }) { _, arguments, _ in
            .string(ValuePrinter.debugDescribe(arguments[0]))
        }
        statics.addMethod("init", [Param.labeled("repeating"), Param.labeled("count", .int)], result: { _, _ in .string }) {
            _, arguments, site in
            let count = try Builtins.int(arguments[1], site, 1)
            guard count >= 0 else { throw site.error("Negative count not allowed") }
            let piece = text(arguments[0])
            try Operators.checkSize(max(piece.utf8.count, 1) * min(count, Operators.sizeLimit + 1), site.range)
            try site.runtime.charge(bytes: piece.utf8.count * count, at: site.range)
            return .string(String(repeating: piece, count: count))
        }
        statics.addMethod("init", [Param.positional(), Param.labeled("radix", .int)], result: { _, _ in .string }) {
            _, arguments, site in
            // Any integer type: `Int`, `UInt8`…
            let radix = try NumericTraps.radix(try Builtins.int(arguments[1], site, 1), site)
            guard let number = arguments[0].wideInteger else {
                return .string(String(try Builtins.int(arguments[0], site, 0), radix: radix))
            }
            return .string(String(number, radix: radix))
        }
        statics.addMethod("init", [Param.labeled("format", .string), Param.variadic(nil)], result: { _, _ in .string }) {
            _, arguments, site in
            let format = try Builtins.string(arguments[0], site, 0)
            guard case .array(let values) = arguments[1] else { return .string(format) }
            return .string(try StringFormat.format(format, values, site))
        }
    }

    // swiftlint:disable:next function_body_length
    private static func registerMembers(_ registry: LibrarySet) {
        let members = registry.instanceTable(.string)
        func property(_ name: String, _ type: SwiftType, _ body: @escaping (String) -> Value) {
            members.addProperty(name, type: { _ in type }) { value, _ in body(text(value)) }
        }
        property("count", .int) { .int($0.count) }
        property("isEmpty", .bool) { .bool($0.isEmpty) }
        property("first", .optional(.character)) { $0.first.map { .optional(.character($0)) } ?? .none }
        property("last", .optional(.character)) { $0.last.map { .optional(.character($0)) } ?? .none }
        property("description", .string) { .string($0) }
        property("capitalized", .string) { .string($0.capitalized) }
        property("utf8", .array(.int)) { .array($0.utf8.map { .int(Int($0)) }) }
        property("unicodeScalars", .array(.int)) { .array($0.unicodeScalars.map { .int(Int($0.value)) }) }
        members.addProperty("characters", type: { _ in .string }) { value, site in
            site.runtime.note(Diagnostic(.note, "'characters' is unavailable in Swift 5: a String is a collection of characters itself; use 'text.count'",
                                         at: site.range))
            return value
        }
        func method(_ name: String, _ parameters: [ParameterInfo], _ type: SwiftType,
                    _ body: @escaping (String, [Value], CallSite) throws -> Value) {
            members.addMethod(name, parameters, result: { _, _ in type }) { receiver, arguments, site in
                try body(text(receiver), arguments, site)
            }
        }
        method("uppercased", [], .string) { text, _, _ in .string(text.uppercased()) }
        method("lowercased", [], .string) { text, _, _ in .string(text.lowercased()) }
        method("hasPrefix", [Param.positional(.string)], .bool) { text, arguments, site in
            .bool(text.hasPrefix(try Builtins.string(arguments[0], site, 0)))
        }
        method("hasSuffix", [Param.positional(.string)], .bool) { text, arguments, site in
            .bool(text.hasSuffix(try Builtins.string(arguments[0], site, 0)))
        }
        method("contains", [Param.positional()], .bool) { text, arguments, site in
            .bool(text.contains(try Builtins.string(arguments[0], site, 0)))
        }
        method("contains", [Param.closure("where")], .bool) { text, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            for character in text where try Builtins.isTrue(try predicate.call1(.character(character), site.runtime), site) {
                return .bool(true)
            }
            return .bool(false)
        }
        method("starts", [Param.labeled("with", .string)], .bool) { text, arguments, site in
            .bool(text.hasPrefix(try Builtins.string(arguments[0], site, 0)))
        }
        method("reversed", [], .array(.character)) { text, _, _ in .array(text.reversed().map(Value.character)) }
        method("sorted", [], .array(.character)) { text, _, _ in .array(text.sorted().map(Value.character)) }
        method("split", [Param.labeled("separator")], .array(.string)) { text, arguments, site in
            let separator = try Builtins.string(arguments[0], site, 0)
            guard let character = separator.first, separator.count == 1 else {
                return .array(text.components(separatedBy: separator).filter { !$0.isEmpty }.map(Value.string))
            }
            return .array(text.split(separator: character).map { .string(String($0)) })
        }
        method("components", [Param.labeled("separatedBy", .string)], .array(.string)) { text, arguments, site in
            .array(text.components(separatedBy: try Builtins.string(arguments[0], site, 0)).map(Value.string))
        }
        method("replacingOccurrences", [Param.labeled("of", .string), Param.labeled("with", .string)], .string) {
            text, arguments, site in
            .string(text.replacingOccurrences(of: try Builtins.string(arguments[0], site, 0),
                                              with: try Builtins.string(arguments[1], site, 1)))
        }
        method("trimmingCharacters", [Param.labeled("in")], .string) { text, _, _ in
            .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        for (name, fromStart) in [("prefix", true), ("suffix", false)] {
            method(name, [Param.positional(.int)], .string) { text, arguments, site in
                let count = try Builtins.int(arguments[0], site, 0)
                guard count >= 0 else { throw site.error("Can't take a \(name) of negative length from a collection") }
                return .string(String(fromStart ? text.prefix(count) : text.suffix(count)))
            }
        }
        for (name, fromStart) in [("dropFirst", true), ("dropLast", false)] {
            method(name, [Param.optional(nil, .int, default: .int(1))], .string) { text, arguments, site in
                let count = try Builtins.int(arguments[0], site, 0)
                guard count >= 0 else { throw site.error("Can't drop a negative number of elements from a collection") }
                return .string(String(fromStart ? text.dropFirst(count) : text.dropLast(count)))
            }
        }
        members.addMethod("append", [Param.positional()], mutating: true, result: { _, _ in .void }) {
            receiver, arguments, site in
            guard case .string(var value) = receiver else { return .void }
            let more = try Builtins.string(arguments[0], site, 0)
            try Operators.checkSize(value.utf8.count + more.utf8.count, site.range)
            receiver = .void
            value += more
            receiver = .string(value)
            return .void
        }
        members.addMethod("append", [Param.labeled("contentsOf")], mutating: true, result: { _, _ in .void }) {
            receiver, arguments, site in
            guard case .string(var value) = receiver else { return .void }
            receiver = .void
            value += try Builtins.string(arguments[0], site, 0)
            receiver = .string(value)
            return .void
        }
        members.addMethod("removeAll", [], mutating: true, result: { _, _ in .void }) { receiver, _, _ in
            receiver = .string("")
            return .void
        }
        ArrayMembers.registerSequenceMethods(members, elementOf: { _ in .character }) { value, _ in
            text(value).map(Value.character)
        } rebuild: { elements in
            .string(elements.map(text).joined())
        }
    }

    private static func registerCharacter(_ registry: LibrarySet) {
        let statics = registry.staticTable("Character")
        statics.addMethod("init", [Param.positional()], result: { _, _ in .character }) { _, arguments, site in
            let value = text(arguments[0])
            guard let first = value.first, value.count == 1 else {
                throw site.error("Can't form a Character from a String containing more than one extended grapheme cluster")
            }
            return .character(first)
        }
        let members = registry.instanceTable(.character)
        func property(_ name: String, _ type: SwiftType, _ body: @escaping (Character) -> Value) {
            members.addProperty(name, type: { _ in type }) { value, _ in
                if case .character(let character) = value { return body(character) }
                return .void
            }
        }
        property("isNumber", .bool) { .bool($0.isNumber) }
        property("isLetter", .bool) { .bool($0.isLetter) }
        property("isUppercase", .bool) { .bool($0.isUppercase) }
        property("isLowercase", .bool) { .bool($0.isLowercase) }
        property("isWhitespace", .bool) { .bool($0.isWhitespace) }
        property("isPunctuation", .bool) { .bool($0.isPunctuation) }
        property("isHexDigit", .bool) { .bool($0.isHexDigit) }
        property("hexDigitValue", .optional(.int)) { $0.hexDigitValue.map { .optional(.int($0)) } ?? .none }
        property("isASCII", .bool) { .bool($0.isASCII) }
        property("isSymbol", .bool) { .bool($0.isSymbol) }
        property("isNewline", .bool) { .bool($0.isNewline) }
        property("isEmoji", .bool) { .bool($0.unicodeScalars.first?.properties.isEmojiPresentation ?? false) }
        property("description", .string) { .string(String($0)) }
        property("asciiValue", .optional(.int)) { $0.asciiValue.map { .optional(.int(Int($0))) } ?? .none }
        property("wholeNumberValue", .optional(.int)) { $0.wholeNumberValue.map { .optional(.int($0)) } ?? .none }
        members.addMethod("uppercased", [], result: { _, _ in .string }) { receiver, _, _ in .string(text(receiver).uppercased()) }
        members.addMethod("lowercased", [], result: { _, _ in .string }) { receiver, _, _ in .string(text(receiver).lowercased()) }
    }
}
