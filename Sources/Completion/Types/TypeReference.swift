/// A type as completion follows it: a possibly dotted name with the generic arguments of its
/// last part (`Observable<Int>`, `Self.Element`, `Reactive<UIButton>`), or unknown (a function
/// type, a tuple, something not spelled).
struct TypeReference: Equatable, Sendable {
    /// The dotted name's parts; empty when the type is unknown.
    var path: [String]
    /// The generic arguments of the last part.
    var arguments: [TypeReference]
    /// Whether this is the type's metatype (`Reactive<Self>.Type`).
    var isMetatype = false

    /// A type named `name` with `arguments`.
    init(_ name: String, _ arguments: [TypeReference] = []) {
        path = name.split(separator: ".").map(String.init)
        self.arguments = arguments
    }

    init(path: [String], arguments: [TypeReference], isMetatype: Bool = false) {
        self.path = path
        self.arguments = arguments
        self.isMetatype = isMetatype
    }

    /// A type nothing is known of.
    static let unknown = TypeReference(path: [], arguments: [])

    /// Whether nothing is known of it.
    var isUnknown: Bool { path.isEmpty }

    /// The dotted name.
    var name: String { path.joined(separator: ".") }

    /// The wrapped type of an optional, else itself.
    var unwrapped: TypeReference {
        path == ["Optional"] && arguments.count == 1 ? arguments[0] : self
    }

    /// Reads a type as spelled in Swift; what it cannot follow is `unknown`.
    init(parsing text: String) {
        var reader = TypeReader(Array(text))
        self = reader.type()
        reader.skipSpaces()
        if !reader.isAtEnd && !reader.remainderIsWhereClause { self = .unknown }
    }
}

/// A small reader of Swift type syntax, enough for names, generic arguments, optionals, arrays,
/// dictionaries and metatypes; function and tuple types read as unknown.
private struct TypeReader {
    private let characters: [Character]
    private var position = 0

    init(_ characters: [Character]) {
        self.characters = characters
    }

    var isAtEnd: Bool { position >= characters.count }

    var remainderIsWhereClause: Bool { String(characters[position...]).hasPrefix("where ") }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    private mutating func take(_ text: String) -> Bool {
        skipSpaces()
        let wanted = Array(text)
        guard position + wanted.count <= characters.count,
            Array(characters[position..<position + wanted.count]) == wanted
        else { return false }
        position += wanted.count
        return true
    }

    private mutating func identifier() -> String? {
        skipSpaces()
        let start = position
        while position < characters.count,
            characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
        {
            position += 1
        }
        return position > start ? String(characters[start..<position]) : nil
    }

    mutating func type() -> TypeReference {
        while take("@") { _ = identifier() }
        for word in ["any ", "some ", "inout ", "borrowing ", "consuming ", "__owned "] where take(word) {}
        var result = primary()
        while true {
            if take("?") {
                result = TypeReference("Optional", [result])
            } else if take("!") {
                // An implicitly unwrapped optional is used as its wrapped type.
                continue
            } else if take("...") {
                result = TypeReference("Array", [result])
            } else if take(".Type") || take(".Protocol") {
                result.isMetatype = true
            } else if take("&") {
                _ = type()
            } else {
                return result
            }
        }
    }

    private mutating func primary() -> TypeReference {
        if take("(") { return parenthesized() }
        if take("[") {
            let element = type()
            if take(":") {
                let value = type()
                return take("]") ? TypeReference("Dictionary", [element, value]) : .unknown
            }
            return take("]") ? TypeReference("Array", [element]) : .unknown
        }
        var path: [String] = []
        var arguments: [TypeReference] = []
        while let name = identifier() {
            path.append(name)
            arguments = take("<") ? genericArguments() : []
            let saved = position
            if characters[position...].starts(with: "...") { break }
            if take("."), !(take("Type") || take("Protocol")) { continue }
            position = saved
            break
        }
        // `_` is how a type nothing is known of is written back (`spelled`).
        return path.isEmpty || path == ["_"] ? .unknown : TypeReference(path: path, arguments: arguments)
    }

    private mutating func genericArguments() -> [TypeReference] {
        var arguments = [type()]
        while take(",") { arguments.append(type()) }
        _ = take(">")
        return arguments
    }

    /// After `(`: `()` is Void, `(T)` is T, a tuple or a function type is unknown.
    private mutating func parenthesized() -> TypeReference {
        var elements: [TypeReference] = []
        if !take(")") {
            repeat {
                let saved = position
                if identifier() != nil, take(":") {
                    elements.append(.unknown)
                    _ = type()
                } else {
                    position = saved
                    elements.append(type())
                }
            } while take(",")
            _ = take(")")
        }
        for word in ["async ", "throws", "rethrows"] where take(word) {}
        if take("->") {
            _ = type()
            return .unknown
        }
        if elements.isEmpty { return TypeReference("Void") }
        return elements.count == 1 ? elements[0] : .unknown
    }
}
