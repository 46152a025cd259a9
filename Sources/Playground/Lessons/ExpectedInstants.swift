import Marbles

/// Lays a learner's timeline on the instants of an exercise's expected drawing, when its events
/// come in an order the drawing allows: the same entries per lane, and no two entries the
/// drawing puts at one instant set apart, nor any pair put the other way round.
///
/// A learner's input may produce several events at one instant (`for v in [10, 20, 30] {
/// scores.onNext(v) }`) where the expected drawing spreads them over three; such a timeline
/// is as right as the drawing's, so it is drawn at the drawing's instants before the two are
/// compared. A timeline that does not fit is left as it is, and its drawing shows what differs.
enum ExpectedInstants {
    /// Where the drawing puts one lane: the instant its line starts (a source's creation) and
    /// each entry's instant, in order.
    struct Lane: Equatable {
        var start: Int?
        var entries: [Int]
    }

    /// The lanes of an expected drawing, by name.
    static func lanes(of drawing: String) -> [String: Lane] {
        let drawn = DrawnTimeline(drawing)
        var result: [String: Lane] = [:]
        for name in drawn.order {
            guard let lane = drawn.lanes[name] else { continue }
            var found = Lane(start: nil, entries: [])
            for (event, token) in zip(lane.events, lane.drawnTokens) {
                if token == "─" {
                    if found.start == nil && found.entries.isEmpty { found.start = event.instant }
                    continue
                }
                found.entries += Array(repeating: event.instant, count: entryCount(of: token))
            }
            result[name] = found
        }
        return result
    }

    /// How many entries a drawn token stands for: `(^20,30)` is a subscription and two
    /// elements, `(^a|)` a subscription, an element and the completion, `40` one element.
    static func entryCount(of token: String) -> Int {
        var inner = Substring(token)
        if inner.count >= 2, inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
        var parts: [Substring] = []
        var depth = 0
        var quoted = false
        var partStart = inner.startIndex
        for index in inner.indices {
            let character = inner[index]
            if character == "\"" { quoted.toggle() }
            if !quoted, character == "{" { depth += 1 }
            if !quoted, character == "}" { depth -= 1 }
            if !quoted, depth == 0, character == "," {
                parts.append(inner[partStart..<index])
                partStart = inner.index(after: index)
            }
        }
        parts.append(inner[partStart...])
        var count = 0
        for var part in parts {
            while part.first == "^" { count += 1; part = part.dropFirst() }
            while let last = part.last, "|#!".contains(last), !part.hasSuffix("\"") {
                count += 1
                part = part.dropLast()
            }
            if !part.isEmpty { count += 1 }
        }
        return count
    }

    /// `timeline` (instants renumbered) at the instants of `expected`, or nil when it does not
    /// fit them: another number of entries in a lane, or an order the drawing does not allow.
    static func fit(_ timeline: Timeline, to expected: [String: Lane]) -> Timeline? {
        var result = timeline
        // (actual instant, expected instant) of every entry and start.
        var pairs: [(actual: Int, wanted: Int)] = []
        for index in result.lanes.indices {
            let name = LaneSelection.name(of: result.lanes[index])
            guard let wanted = expected[name], wanted.entries.count == result.lanes[index].entries.count else {
                return nil
            }
            if let start = result.lanes[index].start {
                // A lane that starts with an element (a behavior subject's or relay's first
                // value) is drawn without a line before it: its start is that element's instant.
                let startsWithEntry = result.lanes[index].entries.first?.time == start
                guard let wantedStart = wanted.start ?? (startsWithEntry ? wanted.entries.first : nil) else {
                    return nil
                }
                pairs.append((start, wantedStart))
                result.lanes[index].start = wantedStart
            }
            for entry in result.lanes[index].entries.indices {
                pairs.append((result.lanes[index].entries[entry].time, wanted.entries[entry]))
                result.lanes[index].entries[entry].time = wanted.entries[entry]
            }
        }
        guard result.lanes.count == expected.count else { return nil }
        // Grouped by actual instant, in order, the groups' expected instants must not overlap
        // and must rise: one actual instant may stand for several expected ones, never the reverse.
        let groups = Dictionary(grouping: pairs, by: \.actual).sorted { $0.key < $1.key }
        var highest = Int.min
        for (_, members) in groups {
            let wanted = members.map(\.wanted)
            guard let low = wanted.min(), low > highest else { return nil }
            highest = wanted.max() ?? low
        }
        return result
    }
}
