/// Reads a declaration as a symbol graph spells it (`func map<Result>(_ transform: …) ->
/// Observable<Result>`): the type it gives and its own generic parameters.
struct DeclarationText {
    private let fragments: [SymbolGraph.Symbol.Fragment]

    init(_ fragments: [SymbolGraph.Symbol.Fragment]) {
        self.fragments = fragments
    }

    /// Where the declared name is (`subscript` and `init` are keywords).
    private var nameIndex: Int? {
        fragments.firstIndex {
            $0.kind == "identifier" || ($0.kind == "keyword" && ($0.spelling == "subscript" || $0.spelling == "init"))
        }
    }

    /// The text after the declared name.
    private var afterName: Substring {
        guard let name = nameIndex else { return "" }
        return Substring(fragments[(name + 1)...].map(\.spelling).joined())
    }

    /// The types of the parameters, as spelled (`Int` of `subscript(index: Int)`).
    var parameterTypes: [String] {
        let text = afterName
        guard let open = text.firstIndex(of: "("), let close = Self.closingParenthesis(in: text) else { return [] }
        var parameters: [String] = []
        var rest = text[text.index(after: open)..<close]
        while !rest.isEmpty {
            let end = Self.topLevel(",", in: rest) ?? rest.endIndex
            let parameter = rest[..<end]
            if let colon = Self.topLevel(":", in: parameter) {
                let type = Self.cut(parameter[parameter.index(after: colon)...], at: [" ="])
                parameters.append(String(type).trimmed)
            }
            rest = end < rest.endIndex ? rest[rest.index(after: end)...] : ""
        }
        return parameters
    }

    /// The generic parameters the declaration introduces itself (`<Result>` after its name).
    var ownGenericParameters: [String] {
        guard let name = nameIndex else { return [] }
        var parameters: [String] = []
        for fragment in fragments[(name + 1)...] {
            if fragment.kind == "genericParameter" { parameters.append(fragment.spelling) }
            if fragment.kind == "text" && fragment.spelling.contains("(") { break }
        }
        return parameters
    }

    /// A property's type or a function's or subscript's result; nil when there is none (a
    /// function returning nothing gives `Void`).
    var resultType: String? {
        let text = afterName
        if text.hasPrefix(":") {
            let type = text.dropFirst()
            return String(Self.cut(type, at: [" {", " ="])).trimmed
        }
        guard let parameters = Self.closingParenthesis(in: text) else { return nil }
        let rest = text[text.index(after: parameters)...]
        guard let arrow = Self.topLevel("->", in: rest) else { return "Void" }
        return String(Self.cut(rest[rest.index(arrow, offsetBy: 2)...], at: [" where ", " {"])).trimmed
    }

    /// For a type alias, the type after `=`.
    var aliasedType: String? {
        let text = afterName
        guard let equals = Self.topLevel("=", in: text) else { return nil }
        return String(text[text.index(after: equals)...]).trimmed
    }

    /// The `)` that closes the first `(` of `text`.
    private static func closingParenthesis(in text: Substring) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// Where `token` first occurs in `text` outside brackets.
    private static func topLevel(_ token: String, in text: Substring) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if depth == 0 && text[index...].hasPrefix(token) { return index }
            switch text[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > text.startIndex && text[text.index(before: index)] != "-": depth -= 1
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `text` up to the first of `ends` outside brackets.
    private static func cut(_ text: Substring, at ends: [String]) -> Substring {
        let positions = ends.compactMap { topLevel($0, in: text) }
        guard let first = positions.min() else { return text }
        return text[..<first]
    }
}

extension String {
    var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first == " " { text = text.dropFirst() }
        while let last = text.last, last == " " { text = text.dropLast() }
        return String(text)
    }
}
