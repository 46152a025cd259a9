/// Decides whether the REPL has a whole input or should ask for another line: an open brace,
/// bracket or parenthesis, a multi-line string or a block comment still open means more is
/// coming. An unterminated one-line string is complete (and an error), as a string cannot
/// span lines.
package enum InputCompleteness {
    package static func isComplete(_ source: String) -> Bool {
        var depth = 0
        var scanner = Array(source.unicodeScalars)[...]
        // Each open string interpolation remembers the parenthesis depth it started at.
        var interpolations: [(depth: Int, multiline: Bool)] = []
        var commentDepth = 0
        var inString = false
        var multiline = false

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            let index = scanner.startIndex + offset
            return index < scanner.endIndex ? scanner[index] : nil
        }

        while let scalar = peek() {
            if commentDepth > 0 {
                if scalar == "*", peek(1) == "/" {
                    commentDepth -= 1
                    scanner = scanner.dropFirst(2)
                } else if scalar == "/", peek(1) == "*" {
                    commentDepth += 1
                    scanner = scanner.dropFirst(2)
                } else {
                    scanner = scanner.dropFirst()
                }
                continue
            }
            if inString {
                if scalar == "\\" {
                    if peek(1) == "(" {
                        interpolations.append((depth, multiline))
                        depth += 1
                        inString = false
                        scanner = scanner.dropFirst(2)
                        continue
                    }
                    scanner = scanner.dropFirst(2)
                    continue
                }
                if multiline, scalar == "\"", peek(1) == "\"", peek(2) == "\"" {
                    inString = false
                    scanner = scanner.dropFirst(3)
                    continue
                }
                if !multiline, scalar == "\"" {
                    inString = false
                } else if !multiline, scalar == "\n" {
                    inString = false
                }
                scanner = scanner.dropFirst()
                continue
            }
            switch scalar {
            case "/" where peek(1) == "/":
                while let next = peek(), next != "\n" { scanner = scanner.dropFirst() }
                continue
            case "/" where peek(1) == "*":
                commentDepth += 1
                scanner = scanner.dropFirst(2)
                continue
            case "\"":
                if peek(1) == "\"", peek(2) == "\"" {
                    inString = true
                    multiline = true
                    scanner = scanner.dropFirst(3)
                    continue
                }
                inString = true
                multiline = false
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                depth -= 1
                if scalar == ")", let last = interpolations.last, last.depth == depth {
                    interpolations.removeLast()
                    inString = true
                    multiline = last.multiline
                }
            default: break
            }
            scanner = scanner.dropFirst()
        }
        if commentDepth > 0 { return false }
        if inString && multiline { return false }
        return depth <= 0
    }
}
