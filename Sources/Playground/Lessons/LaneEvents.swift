import Marbles

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
            let index =
                (0..<min(wanted.count, came.count)).first { wanted[$0] != came[$0] } ?? min(wanted.count, came.count)
            let wantedLine = want.lanes[name]?.line ?? ""
            let cameLine = got.lanes[name]?.line ?? ""
            let expectedText = index < wanted.count ? describe(wanted[index], in: wantedLine, texts: texts) : nil
            let actualText = index < came.count ? describe(came[index], in: cameLine, texts: texts) : nil
            lines.append(texts.event(index + 1, in: name, expected: expectedText, got: actualText))
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The lane's events without the bare line marks; an instant's events stay together.
    private static func events(_ lane: DrawnTimeline.Lane?) -> [String] {
        (lane?.events ?? []).map(\.token).filter { $0 != "─" }
    }

    /// The mark of an element or error sent off the main queue, as checks draw it.
    private static let offMainMark = TextStyle.unicode.offMainMark

    /// A token in words; `line` is the lane as drawn, to tell `(^true|)` (one value, which the
    /// drawing reader splits into letters) from `(a,b)`.
    private static func describe(_ token: String, in line: String, texts: CheckTexts) -> String {
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
            // The off-main mark goes with the element after it, or with the error: `↯a`, `↯#`.
            var queue = ""
            if value.hasPrefix(offMainMark) {
                value = value.dropFirst(offMainMark.count)
                if value.isEmpty, tail.first == "error" {
                    tail[0] += texts.offMainQueue
                } else {
                    queue = texts.offMainQueue
                }
            }
            if !value.isEmpty { words.append("next(\(value))" + queue) }
            return (words + tail).joined(separator: " + ")
        }
        var pieces: [String] = []
        var current = ""
        var depth = 0
        for character in inner {
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if depth == 0, character == "," || "^|#!".contains(character) || String(character) == offMainMark {
                if !current.isEmpty { pieces.append(current); current = "" }
                if character != "," { pieces.append(String(character)) }
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { pieces.append(current) }
        // The off-main mark belongs to the element or error after it: `↯a`, `↯#`.
        var marked: [String] = []
        for piece in pieces {
            if marked.last == offMainMark && piece != offMainMark {
                marked[marked.count - 1] += piece
            } else {
                marked.append(piece)
            }
        }
        for piece in marked {
            // `↯` before an element or an error: sent off the main queue.
            let offMain = piece.hasPrefix(offMainMark) && piece.count > 1
            let event = offMain ? String(piece.dropFirst()) : piece
            let queue = offMain ? texts.offMainQueue : ""
            switch event {
            case "^": words.append("subscribe")
            case "|": words.append("completed")
            case "#": words.append("error" + queue)
            case "!": words.append("dispose")
            default:
                let value = event.hasPrefix("{") && event.hasSuffix("}") ? String(event.dropFirst().dropLast()) : event
                words.append("next(\(value))" + queue)
            }
        }
        return words.isEmpty ? "`\(token)`" : words.joined(separator: " + ")
    }
}
