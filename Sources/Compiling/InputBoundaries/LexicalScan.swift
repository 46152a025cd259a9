/// One pass over an input's characters that tells code from strings and comments, before
/// swift-syntax sees it. It answers two questions: whether a block comment or a string is still
/// open at the end (`InputCompleteness`), and where brackets first nest deeper than the parser
/// handles in reasonable time (`BracketNesting`). Code inside a string interpolation `\( … )` is
/// code: its brackets count. A raw string (`#"…"#`, `#"""…"""#`) ends only at a quote followed by
/// as many `#` as opened it, and its escapes and interpolations take them too (`\#(…)`).
package struct LexicalScan {
    package enum End {
        case closed, openCommentOrMultilineString, unterminatedString
    }

    /// How the input ends.
    package private(set) var end = End.closed
    /// The UTF-8 offset of the first opening bracket past a limit, and that limit.
    package private(set) var firstTooDeep: (offset: Int, limit: Int)?
    /// Whether anything besides comments and whitespace is there.
    package private(set) var hasCode = false
    /// The brackets still open at the end, outermost first (`(`, `[` or `{`).
    package private(set) var openBrackets: [Unicode.Scalar] = []

    package init(
        _ source: String, deepest: Int = BracketNesting.deepest,
        deepestSquare: Int = BracketNesting.deepestSquare
    ) {
        let scalars = Array(source.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var utf8 = 0
        for scalar in scalars {
            offsets.append(utf8)
            utf8 += UTF8.width(scalar)
        }
        offsets.append(utf8)

        var index = 0
        func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
            index + ahead < scalars.count ? scalars[index + ahead] : nil
        }
        // The open brackets; each open interpolation remembers the bracket depth it started at,
        // whether its string is multi-line and how many `#` its raw delimiter has.
        var brackets: [Unicode.Scalar] = []
        var squares = 0
        var interpolations: [(depth: Int, multiline: Bool, pounds: Int)] = []
        var commentDepth = 0
        var inString = false
        var multiline = false
        var pounds = 0
        var rawPounds = 0
        var unterminated = false
        /// Whether `count` `#` follow at `ahead` scalars from the current one.
        func poundsFollow(at ahead: Int, _ count: Int) -> Bool {
            (0..<count).allSatisfy { peek(ahead + $0) == "#" }
        }

        func open(_ bracket: Unicode.Scalar) {
            let square = bracket == "["
            brackets.append(bracket)
            if square { squares += 1 }
            guard firstTooDeep == nil else { return }
            if brackets.count > deepest {
                firstTooDeep = (offsets[index], deepest)
            } else if square, squares > deepestSquare {
                firstTooDeep = (offsets[index], deepestSquare)
            }
        }

        while let scalar = peek() {
            if commentDepth > 0 {
                if scalar == "*", peek(1) == "/" {
                    commentDepth -= 1
                    index += 2
                } else if scalar == "/", peek(1) == "*" {
                    commentDepth += 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if inString {
                if scalar == "\\", poundsFollow(at: 1, pounds) {
                    if peek(1 + pounds) == "(" {
                        interpolations.append((brackets.count, multiline, pounds))
                        index += 1 + pounds
                        open("(")
                        inString = false
                        index += 1
                        continue
                    }
                    index += 2 + pounds
                    continue
                }
                if multiline, scalar == "\"", peek(1) == "\"", peek(2) == "\"", poundsFollow(at: 3, pounds) {
                    inString = false
                    index += 3 + pounds
                    continue
                }
                if !multiline, scalar == "\"", poundsFollow(at: 1, pounds) {
                    inString = false
                    index += pounds
                } else if !multiline, scalar == "\n" {
                    inString = false
                    unterminated = true
                }
                index += 1
                continue
            }
            if !scalar.properties.isWhitespace, !(scalar == "/" && (peek(1) == "/" || peek(1) == "*")) {
                hasCode = true
            }
            switch scalar {
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { index += 1 }
                continue
            case "/" where peek(1) == "*":
                commentDepth += 1
                index += 2
                continue
            case "#":
                // A raw string's opening delimiter, or a directive or literal (`#if`, `#file`).
                var count = 1
                while peek(count) == "#" { count += 1 }
                guard peek(count) == "\"" else { break }
                index += count
                rawPounds = count
                continue
            case "\"":
                inString = true
                pounds = rawPounds
                rawPounds = 0
                multiline = peek(1) == "\"" && peek(2) == "\""
                if multiline {
                    index += 3
                    continue
                }
            case "(", "[", "{":
                open(scalar)
            case ")", "]", "}":
                if brackets.popLast() == "[" { squares -= 1 }
                if scalar == ")", let last = interpolations.last, last.depth == brackets.count {
                    interpolations.removeLast()
                    inString = true
                    multiline = last.multiline
                    pounds = last.pounds
                }
            default: break
            }
            index += 1
        }
        openBrackets = brackets
        if commentDepth > 0 || (inString && multiline) {
            end = .openCommentOrMultilineString
        } else if inString || unterminated {
            end = .unterminatedString
        }
    }
}

/// Refuses brackets nested past what the parser handles in reasonable time: swift-syntax's
/// lookahead takes time exponential in the depth of nested square brackets (19 unclosed ones
/// take half a minute, 32 closed ones minutes). No learner code nests this deeply.
package enum BracketNesting {
    /// The deepest nesting of all brackets, parentheses and braces together.
    package static let deepest = 24
    /// The deepest nesting of square brackets, where the lookahead blows up.
    package static let deepestSquare = 12

    /// The UTF-8 offset of the first opening bracket past a limit, and that limit; or nil.
    package static func firstTooDeep(in text: String) -> (offset: Int, limit: Int)? {
        LexicalScan(text).firstTooDeep
    }
}
