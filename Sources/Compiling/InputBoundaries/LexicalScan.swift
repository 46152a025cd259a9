/// One pass over an input's bytes that tells code from strings and comments, before swift-syntax
/// sees it. It answers whether a block comment or a string is still open at the end
/// (`InputCompleteness`), where brackets first nest deeper than the parser handles in reasonable
/// time (`BracketNesting`), and whether the text could end there at all (`mayEnd`: no bracket or
/// `#if` block open, no operator or comma last), which is all the playground asks of an input too
/// long to parse. Code inside a string interpolation `\( … )` is code: its brackets count. A raw
/// string (`#"…"#`, `#"""…"""#`) ends only at a quote followed by as many `#` as opened it, and
/// its escapes and interpolations take them too (`\#(…)`).
///
/// The scan goes on line by line (`addLine`), so a growing input is scanned once, not once per
/// line; every character that shapes Swift's structure is ASCII, so it reads UTF-8 bytes.
package struct LexicalScan {
    package enum End {
        case closed, openCommentOrMultilineString, unterminatedString
    }

    /// The UTF-8 offset of the first opening bracket past a limit, and that limit.
    package private(set) var firstTooDeep: (offset: Int, limit: Int)?
    /// Whether anything besides comments and whitespace is there.
    package private(set) var hasCode = false
    /// How many `#if` blocks are open at the end (`#if` counted against `#endif`).
    package private(set) var openConditionals = 0
    /// The UTF-8 length scanned.
    package private(set) var length = 0

    private let deepest: Int
    private let deepestSquare: Int
    /// The open brackets as bytes, outermost first; each open interpolation remembers the
    /// bracket depth it started at, whether its string is multi-line and how many `#` its raw
    /// delimiter has.
    private var brackets: [UInt8] = []
    private var squares = 0
    private var interpolations: [(depth: Int, multiline: Bool, pounds: Int)] = []
    private var commentDepth = 0
    private var inString = false
    private var multiline = false
    private var pounds = 0
    private var rawPounds = 0
    private var unterminated = false
    /// The last byte of code that is not whitespace (a string counts as its quote).
    private var lastCode: UInt8 = 0
    /// Bytes of the next text that the scan already stepped over (an escape's second character).
    private var skip = 0
    private var lines = 0

    /// A scan of `source`.
    package init(
        _ source: String = "", deepest: Int = BracketNesting.deepest,
        deepestSquare: Int = BracketNesting.deepestSquare
    ) {
        self.deepest = deepest
        self.deepestSquare = deepestSquare
        guard !source.isEmpty else { return }
        lines = 1
        scan(source)
    }

    /// Goes on with `line` after a line break (no break before an input's first line): the scan
    /// is then as if it had read the whole text at once.
    package mutating func addLine(_ line: String) {
        if lines > 0 { scan("\n") }
        lines += 1
        scan(line)
    }

    /// How the input ends.
    package var end: End {
        if commentDepth > 0 || (inString && multiline) { return .openCommentOrMultilineString }
        if inString || unterminated { return .unterminatedString }
        return .closed
    }

    /// The brackets still open at the end, outermost first (`(`, `[` or `{`).
    package var openBrackets: [Unicode.Scalar] { brackets.map { Unicode.Scalar($0) } }

    /// Whether an input could end here, as far as its characters tell: nothing open (comment,
    /// string, bracket, `#if` block) and its last code is no operator or comma that asks for
    /// more. The parser may still find it unfinished (`func f()` waiting for its body).
    package var mayEnd: Bool {
        guard end == .closed, brackets.isEmpty, openConditionals <= 0 else { return false }
        return !Self.continuing.contains(lastCode)
    }

    /// Whether `text` has code, comments and whitespace left out: the same as a scan's
    /// `hasCode`, read only up to the first code.
    package static func hasCode(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if depth > 0 {
                    if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                        depth -= 1
                        index += 2
                    } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                        depth += 1
                        index += 2
                    } else {
                        index += 1
                    }
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if isWhitespace(bytes, at: index) {
                    index += 1
                } else {
                    return true
                }
            }
            return false
        }
    }

    /// The characters that, last on a line, ask for more: operators' and `,`.
    private static let continuing: Set<UInt8> = Set("/=-+!*%<>&|^~?.,".utf8)

    private mutating func scan(_ text: String) {
        var text = text
        text.withUTF8 { bytes in scan(bytes) }
    }

    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        let base = length
        length += bytes.count
        var index = min(skip, bytes.count)
        let stillSkipped = skip - index
        func peek(_ ahead: Int = 0) -> UInt8? {
            index + ahead < bytes.count ? bytes[index + ahead] : nil
        }
        /// Whether `count` `#` follow at `ahead` bytes from the current one.
        func poundsFollow(at ahead: Int, _ count: Int) -> Bool {
            (0..<count).allSatisfy { peek(ahead + $0) == UInt8(ascii: "#") }
        }
        while index < bytes.count {
            let byte = bytes[index]
            // Most bytes shape nothing: a name, a number, a space, a string's or a comment's text
            // (tested inline: a table or a call per byte made the scan of a megabyte take a
            // second in a debug build).
            let folded = byte | 0x20
            if byte >= 0x80 || byte == 0x20 || byte == 0x5F || (byte >= 0x30 && byte <= 0x39)
                || (folded >= 0x61 && folded <= 0x7A)
            {
                if !inString, commentDepth == 0, byte != 0x20, byte < 0x80 || byte >= 0xC0,
                    byte < 0x80 || !Self.isWhitespace(bytes, at: index)
                {
                    hasCode = true
                    lastCode = byte
                }
                index += 1
                continue
            }
            if commentDepth > 0 {
                if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    commentDepth -= 1
                    index += 2
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    commentDepth += 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if inString {
                index += stringStep(byte, peek: peek, poundsFollow: poundsFollow, at: base + index)
                continue
            }
            index += codeStep(byte, peek: peek, at: base + index, in: bytes, from: index)
        }
        // An escape's second character may be the next text's first (a line break).
        skip = stillSkipped + max(0, index - bytes.count)
    }

    /// Reads string content at `byte`; how many bytes it took.
    private mutating func stringStep(
        _ byte: UInt8, peek: (Int) -> UInt8?, poundsFollow: (Int, Int) -> Bool, at offset: Int
    ) -> Int {
        if byte == UInt8(ascii: "\\"), poundsFollow(1, pounds) {
            if peek(1 + pounds) == UInt8(ascii: "(") {
                interpolations.append((brackets.count, multiline, pounds))
                open(UInt8(ascii: "("), at: offset + 1 + pounds)
                inString = false
                return 2 + pounds
            }
            return 2 + pounds
        }
        let quote = UInt8(ascii: "\"")
        if multiline, byte == quote, peek(1) == quote, peek(2) == quote, poundsFollow(3, pounds) {
            inString = false
            return 3 + pounds
        }
        if !multiline, byte == quote, poundsFollow(1, pounds) {
            inString = false
            return 1 + pounds
        }
        if !multiline, byte == UInt8(ascii: "\n") {
            inString = false
            unterminated = true
        }
        return 1
    }

    /// Reads code at `byte` (at `start` in `bytes`); how many bytes it took.
    private mutating func codeStep(
        _ byte: UInt8, peek: (Int) -> UInt8?, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int {
        let slash = UInt8(ascii: "/")
        let startsComment = byte == slash && (peek(1) == slash || peek(1) == UInt8(ascii: "*"))
        if !startsComment, !Self.isWhitespace(bytes, at: start) {
            hasCode = true
            lastCode = byte
        }
        switch byte {
        case slash where peek(1) == slash:
            var count = 0
            while let next = peek(count), next != UInt8(ascii: "\n") { count += 1 }
            return count
        case slash where peek(1) == UInt8(ascii: "*"):
            commentDepth += 1
            return 2
        case UInt8(ascii: "#"):
            // A raw string's opening delimiter, or a directive or literal (`#if`, `#file`).
            var count = 1
            while peek(count) == UInt8(ascii: "#") { count += 1 }
            if peek(count) == UInt8(ascii: "\"") {
                rawPounds = count
                return count
            }
            if count == 1 { countConditional(peek) }
            return 1
        case UInt8(ascii: "\""):
            inString = true
            pounds = rawPounds
            rawPounds = 0
            multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            return multiline ? 3 : 1
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            open(byte, at: offset)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            if brackets.popLast() == UInt8(ascii: "[") { squares -= 1 }
            if byte == UInt8(ascii: ")"), let last = interpolations.last, last.depth == brackets.count {
                interpolations.removeLast()
                inString = true
                multiline = last.multiline
                pounds = last.pounds
            }
        default: break
        }
        return 1
    }

    private mutating func open(_ bracket: UInt8, at offset: Int) {
        let square = bracket == UInt8(ascii: "[")
        brackets.append(bracket)
        if square { squares += 1 }
        guard firstTooDeep == nil else { return }
        if brackets.count > deepest {
            firstTooDeep = (offset, deepest)
        } else if square, squares > deepestSquare {
            firstTooDeep = (offset, deepestSquare)
        }
    }

    /// Counts `#if` and `#endif` at a `#` (the directives Swift's lexer makes tokens of: the
    /// word ends where an identifier's characters do).
    private mutating func countConditional(_ peek: (Int) -> UInt8?) {
        func word(_ text: String) -> Bool {
            let letters = Array(text.utf8)
            for (offset, letter) in letters.enumerated() where peek(1 + offset) != letter { return false }
            guard let after = peek(1 + letters.count) else { return true }
            return
                !(after == UInt8(ascii: "_") || after >= 0x80
                || (after | 0x20) >= UInt8(ascii: "a")
                    && (after | 0x20) <= UInt8(ascii: "z")
                || after >= UInt8(ascii: "0") && after <= UInt8(ascii: "9"))
        }
        if word("if") { openConditionals += 1 } else if word("endif") { openConditionals -= 1 }
    }

    /// Whether the character starting at `index` is whitespace (Unicode's, as
    /// `Unicode.Scalar.Properties.isWhitespace` says; a continuation byte counts as its
    /// character's first, already judged).
    private static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return byte == 0x20 || (0x09...0x0D).contains(byte) }
        if byte & 0xC0 == 0x80 { return true }
        var value = UInt32(byte & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F))
        var next = index + 1
        while next < bytes.count, bytes[next] & 0xC0 == 0x80, next - index < 4 {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        return Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }
}

/// Refuses brackets nested past what the parser handles in reasonable time: swift-syntax's
/// lookahead takes time exponential in the depth of nested square brackets (19 unclosed ones
/// take half a minute, 32 closed ones minutes), and its debug build, rxplay's by default, stops
/// at 20 levels (`Parser.defaultMaximumNestingLevel`), so deeper code there is a syntax error
/// in the middle, which ended an input after its 21st line. No learner code nests this deeply.
package enum BracketNesting {
    /// The deepest nesting of all brackets, parentheses and braces together.
    package static let deepest = 20
    /// The deepest nesting of square brackets, where the lookahead blows up.
    package static let deepestSquare = 12

    /// The UTF-8 offset of the first opening bracket past a limit, and that limit; or nil.
    package static func firstTooDeep(in text: String) -> (offset: Int, limit: Int)? {
        LexicalScan(text).firstTooDeep
    }
}
