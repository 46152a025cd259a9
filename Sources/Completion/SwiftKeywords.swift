/// The Swift keywords a learner starts a word with at the prompt. Keywords are the language's,
/// not a module's, so no symbol graph has them.
enum SwiftKeywords {
    static let all: [String] = [
        "as", "associatedtype", "async", "await", "break", "case", "catch", "class", "continue", "default", "defer",
        "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "final", "for", "func",
        "guard", "if", "import", "in", "inout", "internal", "is", "lazy", "let", "mutating", "nil",
        "nonisolated", "open", "operator", "override", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "Self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try",
        "typealias", "var", "weak", "where", "while", "unowned", "any",
    ]
}
