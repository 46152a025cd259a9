import Marbles
import TextWidth

/// What `:check` says when an exercise's timeline differs: which lanes differ, and for each
/// the expected and the actual drawing of that lane only (its ruler, its line, its legend).
///
/// Both timelines are read back from their drawings: a lane is the instants of its entries
/// (the rank of their columns among all the drawing's entry columns) and its tokens, with
/// legend letters replaced by what they stand for, so that a lane that draws the same events
/// matches even when another lane's longer value moved every column.
enum LaneDifference {
    static func report(expected: String, actual: String, texts: CheckTexts = CheckTexts(language: .en)) -> String? {
        let want = DrawnTimeline(expected)
        let got = DrawnTimeline(actual)
        let names = want.order + got.order.filter { !want.order.contains($0) }
        let differing = names.filter { want.lanes[$0]?.events != got.lanes[$0]?.events }
        guard !differing.isEmpty else { return nil }
        var lines = [texts.lanesDiffer(differing, othersMatch: differing.count < names.count)]
        for name in differing {
            lines.append(texts.expectedLane(name))
            lines += want.drawing(of: name).map { "  " + $0 }
            lines.append(texts.actualLane(name))
            lines += got.drawing(of: name).map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// A text timeline read back: its ruler, and per lane its line and events.
struct DrawnTimeline {
    struct Lane {
        let line: String
        /// (instant, token) pairs, legend letters spelled out; the line's start is `(n, "─")`.
        var events: [Event]
        let keys: Set<String>
        /// Each event's token as drawn (legend letters not spelled out), parallel to `events`.
        var drawnTokens: [String] = []
    }

    struct Event: Equatable {
        let instant: Int
        let token: String
    }

    private(set) var ruler = ""
    private(set) var order: [String] = []
    private(set) var lanes: [String: Lane] = [:]
    private var legendLines: [String] = []
    private var legend: [String: String] = [:]

    init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first else { return }
        ruler = first
        var laneLines: [(name: String, line: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            if line.first == " " {
                legendLines.append(line)
                let trimmed = line.drop { $0 == " " }
                if let range = trimmed.range(of: " = ") {
                    legend[String(trimmed[..<range.lowerBound])] = String(trimmed[range.upperBound...])
                }
            } else {
                let name = String(line.prefix { $0 != " " })
                laneLines.append((name, line))
            }
        }
        let indent = laneLines.map { TerminalWidth.of($0.name) + 2 }.max() ?? 0
        let tokenized = laneLines.map { (name: $0.name, line: $0.line, tokens: Self.tokens(of: $0.line, from: indent)) }
        let columns = Set(tokenized.flatMap { $0.tokens.map(\.column) }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: columns.enumerated().map { ($1, $0) })
        for lane in tokenized {
            order.append(lane.name)
            var keys: Set<String> = []
            let events = lane.tokens.map { token -> Event in
                let spelled = spelledOut(token.text, keys: &keys)
                return Event(instant: rank[token.column] ?? 0, token: spelled)
            }
            lanes[lane.name] = Lane(line: lane.line, events: events, keys: keys, drawnTokens: lane.tokens.map(\.text))
        }
    }

    /// The ruler, the lane's line and the legend lines it uses.
    func drawing(of name: String) -> [String] {
        guard let lane = lanes[name] else { return ["(no lane called \(name))"] }
        let offMain = TextStyle.unicode.offMainMark
        let legend = legendLines.filter { line in
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("# \(name): ") { return true }
            if trimmed.hasPrefix(offMain + " ") { return lane.line.contains(offMain) }
            guard let range = trimmed.range(of: " = ") else { return false }
            return lane.keys.contains(String(trimmed[..<range.lowerBound]))
        }
        return [ruler, lane.line] + legend
    }

    /// Runs of characters that are not line, space or cut marks, with their body columns; the
    /// first line character after blanks (a lane's start) counts as a token `─`.
    private static func tokens(of line: String, from indent: Int) -> [(column: Int, text: String)] {
        var tokens: [(column: Int, text: String)] = []
        var column = 0
        var current = ""
        var start = 0
        var previousBlank = true
        for character in line {
            defer { column += TerminalWidth.of(character) }
            guard column >= indent else { continue }
            let body = column - indent
            let isLine = character == "─" || character == "┄" || character == "-" || character == "~"
            let isBlank = character == " " || (character == "…" && body == 0)
            if isLine || isBlank {
                if !current.isEmpty { tokens.append((start, current)); current = "" }
                if isLine && previousBlank { tokens.append((body, "─")) }
                previousBlank = isBlank
                continue
            }
            if current.isEmpty { start = body }
            current.append(character)
            previousBlank = false
        }
        if !current.isEmpty { tokens.append((start, current)) }
        return tokens
    }

    /// A token with its legend letters replaced by what they stand for.
    private func spelledOut(_ token: String, keys: inout Set<String>) -> String {
        if let text = legend[token] {
            keys.insert(token)
            return "{\(text)}"
        }
        guard token.hasPrefix("("), token.hasSuffix(")") else { return token }
        let inner = token.dropFirst().dropLast()
        let parts = inner.contains(",") ? inner.split(separator: ",").map(String.init) : inner.map { String($0) }
        let spelled = parts.map { part -> String in
            guard let text = legend[part] else { return part }
            keys.insert(part)
            return "{\(text)}"
        }
        return "(" + spelled.joined(separator: ",") + ")"
    }
}
