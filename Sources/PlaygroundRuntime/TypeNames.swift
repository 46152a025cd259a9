/// Type names as Swift source writes them: `[Int]`, `Int?`, `[String: Int]` rather than the
/// runtime's `Array<Int>`, `Optional<Int>`, `Dictionary<String, Int>`.
enum TypeNames {
    /// `name` with arrays, optionals and dictionaries in their sugared spelling.
    static func sugared(_ name: String) -> String {
        var parser = Parser(text: Array(name))
        return parser.type()
    }

    private struct Parser {
        let text: [Character]
        var position = 0

        mutating func type() -> String {
            var base = ""
            while position < text.count, !",<>".contains(text[position]) {
                base.append(text[position])
                position += 1
            }
            guard position < text.count, text[position] == "<" else { return base }
            position += 1
            var arguments: [String] = []
            while position < text.count {
                while position < text.count, text[position] == " " { position += 1 }
                arguments.append(type())
                if position < text.count, text[position] == "," {
                    position += 1
                    continue
                }
                if position < text.count, text[position] == ">" { position += 1 }
                break
            }
            var rest = ""
            // A nested type after the generic arguments (`Outer<Int>.Inner`).
            while position < text.count, !",<>".contains(text[position]) {
                rest.append(text[position])
                position += 1
            }
            return spelled(base.trimmingSpaces, arguments) + rest
        }

        private func spelled(_ base: String, _ arguments: [String]) -> String {
            switch (base, arguments.count) {
            case ("Array", 1): return "[\(arguments[0])]"
            case ("Optional", 1):
                let wrapped = arguments[0]
                return wrapped.contains(" ") && !wrapped.hasPrefix("[") ? "(\(wrapped))?" : "\(wrapped)?"
            case ("Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
            // RxSwift's traits by the names code writes them (typealiases the runtime forgets).
            case ("PrimitiveSequence", 2) where arguments[0] == "SingleTrait": return "Single<\(arguments[1])>"
            case ("PrimitiveSequence", 2) where arguments[0] == "MaybeTrait": return "Maybe<\(arguments[1])>"
            case ("PrimitiveSequence", 2) where arguments[0] == "CompletableTrait": return "Completable"
            default: return "\(base)<\(arguments.joined(separator: ", "))>"
            }
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
