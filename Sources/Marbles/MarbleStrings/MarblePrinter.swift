/// Writes timelines as RxJS marble strings that `MarbleParser` reads back to the same times.
public enum MarblePrinter {
    /// Characters that cannot stand for a value.
    static let reserved: Set<Unicode.Scalar> = [" ", "-", "|", "#", "(", ")", "^", "!"]
    /// Keys handed to values whose text is not a usable single character.
    static let keyPool = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".unicodeScalars)

    /// The marble string of the `next`, `error` and `completed` entries of `entries`, with time
    /// `origin` as frame 0 (earlier entries make it hot, with a `^`).
    ///
    /// Runs of at least `timeProgressionAfter` empty frames are written as time progression
    /// (`- 96ms a`) in run mode; `nil` always writes dashes. Values whose text is one character
    /// stand for themselves, others get letters; with `asciiKeysOnly` only single ASCII letters
    /// and digits do (RxJS counts an emoji as two frames).
    ///
    /// - Throws: `MarbleError` when a time is not on a frame, or events fall inside an earlier
    ///   group's frames, which no marble string can say.
    public static func diagram(
        of entries: [TimelineEntry], origin: Int = 0, options: MarbleOptions = .run,
        timeProgressionAfter threshold: Int? = 10, asciiKeysOnly: Bool = false
    ) throws -> MarbleDiagram {
        let groups = try frameGroups(entries, origin: origin, frame: options.frame)
        let hot = (groups.first?.frame ?? 0) < 0
        let keys = assignKeys(groups.flatMap(\.entries), bmpOnly: hot, asciiOnly: asciiKeysOnly)
        for case .next(let value) in groups.flatMap(\.entries).map(\.kind) where keys[value] == nil {
            throw MarbleError("too many different values for one marble string")
        }
        var error: String?
        for case .error(let text) in groups.flatMap(\.entries).map(\.kind) where error == nil { error = text }
        let expected = groups.flatMap { group in group.entries.map { (group.frame * options.frame, token($0, keys)) } }
        let writer = MarbleWriter(groups: groups, keys: keys, options: options)
        for useProgression in (threshold != nil && options.runMode) ? [true, false] : [false] {
            guard let marbles = writer.write(progressionAfter: useProgression ? threshold : nil) else { continue }
            let reread = try? MarbleParser.parse(marbles, options: options).map { ($0.time, text(of: $0.kind)) }
            if let reread, reread.elementsEqual(expected, by: { $0 == $1 }) {
                var values: [String: TimelineValue] = [:]
                for (value, key) in keys { values[key] = value }
                return MarbleDiagram(marbles: marbles, values: values, error: error)
            }
        }
        throw MarbleError("these events cannot be written as a marble string: one falls inside an earlier group's frames")
    }

    /// The subscription marble string of a subscription from `subscribed` to `unsubscribed`
    /// (`nil`: never), with time `origin` as frame 0: `--^--!`, `(^!)` when both are in one frame.
    public static func subscription(
        subscribed: Int, unsubscribed: Int?, origin: Int = 0, options: MarbleOptions = .run
    ) throws -> String {
        let start = try frameNumber(subscribed - origin, frame: options.frame)
        guard start >= 0 else { throw MarbleError("a subscription before frame 0 cannot be written as marbles") }
        let lead = String(repeating: "-", count: start)
        guard let unsubscribed else { return lead + "^" }
        let end = try frameNumber(unsubscribed - origin, frame: options.frame)
        if end == start { return lead + "(^!)" }
        guard end > start else { throw MarbleError("a subscription cannot end before it begins") }
        return lead + "^" + String(repeating: "-", count: end - start - 1) + "!"
    }

    struct FrameGroup {
        var frame: Int
        var entries: [TimelineEntry]
    }

    static func frameNumber(_ ticks: Int, frame: Int) throws -> Int {
        guard frame > 0, ticks % frame == 0 else {
            throw MarbleError("time \(ticks) is not a whole number of frames of \(frame) ticks")
        }
        return ticks / frame
    }

    private static func frameGroups(_ entries: [TimelineEntry], origin: Int, frame: Int) throws -> [FrameGroup] {
        let events = entries.enumerated().filter { item in
            switch item.element.kind {
            case .next, .error, .completed: return true
            case .subscribed, .disposed: return false
            }
        }.sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var groups: [FrameGroup] = []
        for entry in events {
            let number = try frameNumber(entry.time - origin, frame: frame)
            if groups.last?.frame == number {
                groups[groups.count - 1].entries.append(entry)
            } else {
                groups.append(FrameGroup(frame: number, entries: [entry]))
            }
        }
        return groups
    }

    private static func assignKeys(_ entries: [TimelineEntry], bmpOnly: Bool, asciiOnly: Bool) -> [TimelineValue: String] {
        var order: [TimelineValue] = []
        var seen: Set<TimelineValue> = []
        for case .next(let value) in entries.map(\.kind) where seen.insert(value).inserted { order.append(value) }
        func ownKey(_ value: TimelineValue) -> String? {
            let scalars = value.text.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first, !reserved.contains(scalar) else { return nil }
            if bmpOnly && scalar.value > 0xFFFF { return nil }
            if asciiOnly && !(scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) {
                return nil
            }
            return value.text
        }
        var keys: [TimelineValue: String] = [:]
        var taken: Set<String> = []
        for value in order {
            if let key = ownKey(value), taken.insert(key).inserted { keys[value] = key }
        }
        let wanted = Set(order.compactMap(ownKey))
        var pool = keyPool.map(String.init).filter { !wanted.contains($0) }[...]
        for value in order where keys[value] == nil {
            guard let key = pool.popFirst() else { break }
            keys[value] = key
            taken.insert(key)
        }
        return keys
    }

    static func token(_ entry: TimelineEntry, _ keys: [TimelineValue: String]) -> String {
        switch entry.kind {
        case .next(let value): return keys[value] ?? "?"
        case .error: return "#"
        case .completed: return "|"
        case .subscribed, .disposed: return ""
        }
    }

    private static func text(of kind: MarbleEvent.Kind) -> String {
        switch kind {
        case .next(let key): return key
        case .error: return "#"
        case .completed: return "|"
        }
    }
}

/// Lays out frame groups as marble characters.
private struct MarbleWriter {
    let groups: [MarblePrinter.FrameGroup]
    let keys: [TimelineValue: String]
    let options: MarbleOptions

    func write(progressionAfter threshold: Int?) -> String? {
        var output = ""
        let hot = (groups.first?.frame ?? 0) < 0
        var cursor = hot ? groups[0].frame : 0
        var caretWritten = !hot
        func advance(to target: Int) -> Bool {
            let gap = target - cursor
            if gap < 0 { return false }
            if let threshold, caretWritten, gap >= threshold, gap > 0 {
                let milliseconds = Double(gap * options.frame) / options.ticksPerMillisecond
                let spelling = TimeProgression.spelling(milliseconds: milliseconds)
                output += output.isEmpty ? "\(spelling) " : " \(spelling) "
            } else {
                output += String(repeating: "-", count: gap)
            }
            cursor = target
            return true
        }
        for group in groups {
            if !caretWritten && group.frame >= 0 {
                guard group.frame > 0, advance(to: 0) else { return nil }
                output += "^"
                cursor = 1
                caretWritten = true
            }
            guard advance(to: group.frame) else { return nil }
            let tokens = group.entries.map { MarblePrinter.token($0, keys) }
            if tokens.count == 1 {
                output += tokens[0]
                cursor += 1
            } else {
                output += "(" + tokens.joined() + ")"
                cursor += tokens.count + 2
            }
        }
        if !caretWritten {
            guard advance(to: 0) else { return nil }
            output += "^"
        }
        return output
    }
}
