/// An element's text read back as a literal, so that exports write source their tools accept:
/// `[1, 2]` stays an array, `Optional(3)` is `3`, `Repo(id: 1, name: "x")` stays a call, and
/// anything that is not a literal (`🌅`, `[🌅, 🏔]`'s elements) becomes a string.
///
/// ```swift
/// ValueLiteral(TimelineValue("[🌅, 🏔]")).swift        // ["🌅", "🏔"]
/// ValueLiteral(TimelineValue("[1, 2]")).javaScript     // [1, 2]
/// ```
indirect enum ValueLiteral: Equatable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([ValueLiteral])
    case dictionary([Pair])
    /// `Name(label: value, …)`, as Swift describes a struct.
    case call(String, [Argument])

    struct Pair: Equatable {
        let key: ValueLiteral
        let value: ValueLiteral
    }

    struct Argument: Equatable {
        let label: String?
        let value: ValueLiteral
    }

    /// The literal of `value`: a string as it is, anything else read from its text.
    init(_ value: TimelineValue) {
        if value.isString {
            self = .string(value.text)
            return
        }
        var reader = LiteralReader(value.text)
        if let literal = reader.readValue(), reader.isAtEnd {
            self = literal
        } else {
            self = .string(value.text)
        }
    }

    /// Swift source: `"🌅"`, `[1, 2]`, `nil`, `["a": 1]`, `Repo(id: 1)`.
    var swift: String {
        switch self {
        case .string(let text): return text.debugDescription
        case .number(let text): return text
        case .bool(let flag): return String(flag)
        case .null: return "nil"
        case .array(let items): return "[" + items.map(\.swift).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "[:]" }
            return "[" + pairs.map { "\($0.key.swift): \($0.value.swift)" }.joined(separator: ", ") + "]"
        case .call(let name, let arguments):
            return name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.swift }
                .joined(separator: ", ") + ")"
        }
    }

    /// JavaScript source: `'🌅'`, `[1, 2]`, `null`, `{ a: 1 }`; a call is an object of its
    /// labelled arguments.
    var javaScript: String {
        switch self {
        case .string(let text): return Self.javaScriptString(text)
        case .number(let text): return text
        case .bool(let flag): return String(flag)
        case .null: return "null"
        case .array(let items): return "[" + items.map(\.javaScript).joined(separator: ", ") + "]"
        case .dictionary(let pairs):
            if pairs.isEmpty { return "{}" }
            return "{ " + pairs.map { "\(Self.javaScriptKey($0.key)): \($0.value.javaScript)" }
                .joined(separator: ", ") + " }"
        case .call(let name, let arguments):
            if arguments.isEmpty { return Self.javaScriptString(name + "()") }
            if arguments.allSatisfy({ $0.label != nil }) {
                return "{ " + arguments.map { "\(Self.javaScriptKey(.string($0.label ?? ""))): \($0.value.javaScript)" }
                    .joined(separator: ", ") + " }"
            }
            return "[" + arguments.map(\.value.javaScript).joined(separator: ", ") + "]"
        }
    }

    /// A single-quoted JavaScript string.
    static func javaScriptString(_ text: String) -> String {
        var result = "'"
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "'": result += "\\'"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "'"
    }

    /// An object key: bare when it is an identifier, else quoted.
    static func javaScriptKey(_ key: ValueLiteral) -> String {
        if case .string(let text) = key, let first = text.unicodeScalars.first,
           first.isASCIILetterOrUnderscore, text.unicodeScalars.allSatisfy({ $0.isASCIILetterOrUnderscore || ("0"..."9").contains($0) })
        {
            return text
        }
        if case .number(let text) = key { return text }
        if case .string(let text) = key { return javaScriptString(text) }
        return javaScriptString(key.swift)
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetterOrUnderscore: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || self == "_" || self == "$"
    }
}

/// Reads the literals Swift's `description` writes, falling back to strings for bare words.
private struct LiteralReader {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    var isAtEnd: Bool {
        var probe = self
        probe.skipSpaces()
        return probe.index >= probe.scalars.count
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\n" { index += 1 }
    }

    private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        skipSpaces()
        guard current == scalar else { return false }
        index += 1
        return true
    }

    /// One value, or `nil` when the text here is not one.
    mutating func readValue() -> ValueLiteral? {
        skipSpaces()
        guard let scalar = current else { return nil }
        switch scalar {
        case "\"": return readString()
        case "[": return readCollection()
        default: return readWord()
        }
    }

    private mutating func readString() -> ValueLiteral? {
        index += 1
        var text = ""
        while let scalar = current {
            index += 1
            switch scalar {
            case "\"": return .string(text)
            case "\\":
                guard let escaped = current else { return nil }
                index += 1
                switch escaped {
                case "n": text += "\n"
                case "t": text += "\t"
                case "r": text += "\r"
                case "0": text += "\0"
                case "u":
                    guard take("{") else { return nil }
                    var hex = ""
                    while let digit = current, digit != "}" { hex.unicodeScalars.append(digit); index += 1 }
                    guard take("}"), let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                    text.unicodeScalars.append(decoded)
                default: text.unicodeScalars.append(escaped)
                }
            default: text.unicodeScalars.append(scalar)
            }
        }
        return nil
    }

    private mutating func readCollection() -> ValueLiteral? {
        index += 1
        if take(":") { return take("]") ? .dictionary([]) : nil }
        if take("]") { return .array([]) }
        var items: [ValueLiteral] = []
        var pairs: [ValueLiteral.Pair] = []
        while true {
            guard let item = readElement() else { return nil }
            if take(":") {
                guard items.isEmpty, let value = readElement() else { return nil }
                pairs.append(.init(key: item, value: value))
            } else {
                guard pairs.isEmpty else { return nil }
                items.append(item)
            }
            if take("]") { return pairs.isEmpty ? .array(items) : .dictionary(pairs) }
            guard take(",") else { return nil }
        }
    }

    /// An element of a collection or an argument: a value, or a bare word taken as a string.
    private mutating func readElement() -> ValueLiteral? {
        let start = index
        if let value = readValue() {
            skipSpaces()
            if current == nil || [",", "]", ")", ":"].contains(current) { return value }
        }
        index = start
        skipSpaces()
        var text = ""
        var depth = 0
        while let scalar = current {
            if depth == 0 && [",", "]", ")", ":"].contains(scalar) { break }
            if scalar == "(" || scalar == "[" { depth += 1 }
            if scalar == ")" || scalar == "]" { depth -= 1 }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        let trimmed = text.trimmingSpaces
        return trimmed.isEmpty ? nil : .string(trimmed)
    }

    /// A number, `true`, `false`, `nil`, `Optional(x)` (as `x`) or `Name(label: x, …)`.
    private mutating func readWord() -> ValueLiteral? {
        var word = ""
        while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || ["_", ".", "-", "+"].contains(scalar)
        {
            word.unicodeScalars.append(scalar)
            index += 1
        }
        if word.isEmpty { return nil }
        if Self.isNumber(word) { return .number(word) }
        if current == "(" {
            index += 1
            var arguments: [ValueLiteral.Argument] = []
            if !take(")") {
                while true {
                    let start = index
                    var label: String?
                    skipSpaces()
                    var name = ""
                    while let scalar = current, scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                        name.unicodeScalars.append(scalar)
                        index += 1
                    }
                    if !name.isEmpty, take(":") { label = name } else { index = start }
                    guard let value = readElement() else { return nil }
                    arguments.append(.init(label: label, value: value))
                    if take(")") { break }
                    guard take(",") else { return nil }
                }
            }
            if word == "Optional" || word == "Optional.some", arguments.count == 1, arguments[0].label == nil {
                return arguments[0].value
            }
            return .call(word, arguments)
        }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "nil", "Optional.none": return .null
        default: return nil
        }
    }

    private static func isNumber(_ word: String) -> Bool {
        let body = word.hasPrefix("-") ? word.dropFirst() : Substring(word)
        guard let first = body.unicodeScalars.first, ("0"..."9").contains(first) else { return false }
        return Double(word) != nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
