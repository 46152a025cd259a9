import Foundation
import SwiftParser
import SwiftSyntax

/// A script's shape from one parse of the whole of it: where its statements start, and how many
/// brackets, parentheses and braces are open at the end of each line. A script runner uses it to
/// skip asking whether a statement is complete while one of its brackets is open: code that
/// parses without error, cut inside an open bracket, is not a whole statement, and the prompt
/// (`InputCompleteness`) waits for more there too. Asking at every line re-parses the statement
/// so far each time, which is quadratic in a long class declaration.
package struct ScriptOutline: Equatable {
    /// The brackets open at the end of each line.
    package private(set) var openBrackets: [Int] = []
    /// Whether a top-level statement starts on each line.
    package private(set) var startsStatement: [Bool] = []

    /// The outline of `lines`, or nil when they do not parse without errors (their statements
    /// must then be found line by line). Lines starting with `:` (meta-commands) read as blank.
    /// Brackets nested too deeply for the parser, or a script longer than it reads at once
    /// (`InputLength`), give nil too.
    package init?(_ lines: [String]) {
        let code = lines.map { $0.trimmingCharacters(in: .whitespaces).hasPrefix(":") ? "" : $0 }
        let text = code.joined(separator: "\n")
        guard InputLength.tooLong(text) == nil, LexicalScan(text).firstTooDeep == nil else { return nil }
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        var lineEnds: [Int] = []
        lineEnds.reserveCapacity(code.count)
        var offset = 0
        for line in code {
            offset += line.utf8.count
            lineEnds.append(offset)
            offset += 1
        }
        func line(at offset: Int) -> Int {
            var low = 0
            var high = lineEnds.count - 1
            while low < high {
                let middle = (low + high) / 2
                if lineEnds[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low
        }
        startsStatement = Array(repeating: false, count: code.count)
        for item in tree.statements {
            startsStatement[line(at: item.positionAfterSkippingLeadingTrivia.utf8Offset)] = true
        }
        openBrackets.reserveCapacity(code.count)
        var depth = 0
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            while openBrackets.count < lineEnds.count, lineEnds[openBrackets.count] <= start {
                openBrackets.append(depth)
            }
            switch token.tokenKind {
            case .leftParen, .leftSquare, .leftBrace: depth += 1
            case .rightParen, .rightSquare, .rightBrace: depth -= 1
            default: break
            }
        }
        while openBrackets.count < lineEnds.count { openBrackets.append(depth) }
        guard depth == 0 else { return nil }
    }

    /// Whether the statement starting on line `first` (0-based) is surely unfinished at the end
    /// of line `last`: it starts a statement of the outline, and a bracket is open there.
    package func isOpen(from first: Int, through last: Int) -> Bool {
        startsStatement[first] && openBrackets[last] > 0
    }
}
