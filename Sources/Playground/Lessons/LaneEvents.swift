/// Says in words where a lane first departs from the expected one: the lane, the event that
/// was expected and what came instead.
enum LaneEvents {
    /// One line per differing lane, for drawings as the checker compares them.
    static func firstDifferences(
        expected: String, actual: String, texts: CheckTexts = CheckTexts(language: .en)
    ) -> String {
        let want = DrawnTimeline(expected)
        let got = DrawnTimeline(actual)
        var lines: [String] = []
        for name in want.order {
            let wanted = events(want.lanes[name])
            let came = events(got.lanes[name])
            guard wanted != came else { continue }
            let index = (0..<min(wanted.count, came.count)).first { wanted[$0] != came[$0] } ?? min(wanted.count, came.count)
            let wantedLine = want.lanes[name]?.line ?? ""
            let cameLine = got.lanes[name]?.line ?? ""
            let expectedText = index < wanted.count ? describe(wanted[index], in: wantedLine) : nil
            let actualText = index < came.count ? describe(came[index], in: cameLine) : nil
            lines.append(texts.event(index + 1, in: name, expected: expectedText, got: actualText))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The lane's events without the bare line marks; an instant's events stay together.
    private static func events(_ lane: DrawnTimeline.Lane?) -> [String] {
        (lane?.events ?? []).map(\.token).filter { $0 != "─" }
    }

    /// A token in words; `line` is the lane as drawn, to tell `(^true|)` (one value, which the
    /// drawing reader splits into letters) from `(a,b)`.
    private static func describe(_ token: String, in line: String) -> String {
        var words: [String] = []
        var inner = Substring(token)
        if inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
        let unsplit = token.replacingOccurrences(of: ",", with: "")
        if !token.contains("{"), token.contains(","), !line.contains(token), line.contains(unsplit) {
            var value = Substring(inner.replacingOccurrences(of: ",", with: ""))
            var tail: [String] = []
            while let first = value.first, first == "^" { words.append("subscribe"); value = value.dropFirst() }
            while let last = value.last, "|#!".contains(last) {
                tail.insert(last == "|" ? "completed" : last == "#" ? "error" : "dispose", at: 0)
                value = value.dropLast()
            }
            if !value.isEmpty { words.append("next(\(value))") }
            return (words + tail).joined(separator: " + ")
        }
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in inner {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth == 0, character == "," || "^|#!".contains(character) {
                if !current.isEmpty { pieces.append(current); current = "" }
                if character != "," { pieces.append(String(character)) }
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        for piece in pieces {
            switch piece {
            case "^": words.append("subscribe")
            case "|": words.append("completed")
            case "#": words.append("error")
            case "!": words.append("dispose")
            default:
                let value = piece.hasPrefix("{") && piece.hasSuffix("}") ? String(piece.dropFirst().dropLast()) : piece
                words.append("next(\(value))")
            }
        }
        return words.isEmpty ? "`\(token)`" : words.joined(separator: " + ")
    }
}
