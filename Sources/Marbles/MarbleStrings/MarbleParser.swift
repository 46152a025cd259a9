import Foundation

/// One notification read from a marble string: when, and which marble.
public struct MarbleEvent: Hashable, Sendable, CustomStringConvertible {
    /// What the marble says.
    public enum Kind: Hashable, Sendable {
        /// A value; the marble's character (the key into a values map).
        case next(String)
        /// `#`.
        case error
        /// `|`.
        case completed
    }

    /// The virtual time, in ticks (negative before a hot observable's `^`).
    public var time: Int
    /// What the marble says.
    public var kind: Kind

    /// A notification of `kind` at `time`.
    public init(time: Int, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// `a @ 20`, `| @ 60`, `# @ 60`.
    public var description: String {
        switch kind {
        case .next(let key): return "\(key) @ \(time)"
        case .error: return "# @ \(time)"
        case .completed: return "| @ \(time)"
        }
    }
}

/// When a subscription marble string (`^---!`) subscribes and unsubscribes.
public struct MarbleSubscription: Hashable, Sendable {
    /// The `^` time, or `nil` when there is none (RxJS's `Infinity`).
    public var subscribed: Int?
    /// The `!` time, or `nil` when there is none (RxJS's `Infinity`).
    public var unsubscribed: Int?

    /// A subscription from `subscribed` to `unsubscribed`.
    public init(subscribed: Int?, unsubscribed: Int?) {
        self.subscribed = subscribed
        self.unsubscribed = unsubscribed
    }
}

/// Reads RxJS marble strings, with RxJS's rules, quirks and error messages.
public enum MarbleParser {
    /// The notifications of `marbles`: `-` a frame, other characters values, `|` completed,
    /// `#` error, `(…)` a group in one frame, `^` the hot subscription point (time 0), and in
    /// run mode spaces ignored and time progression such as `10ms `.
    public static func parse(_ marbles: String, options: MarbleOptions = .run) throws -> [MarbleEvent] {
        if marbles.contains("!") { throw MarbleError.unsubscriptionInConventional }
        let characters = Array(marbles.unicodeScalars)
        let frameTicks = Double(options.frame)
        // As RxJS: the offset is the UTF-16 index of `^` (after leading spaces in run mode), so
        // spaces and time progression before `^` count as frames there.
        let searched = options.runMode ? String(marbles.drop { $0 == " " }) : marbles
        let subIndex = searched.utf16.firstIndex(of: 0x5E).map { searched.utf16.distance(from: searched.utf16.startIndex, to: $0) }
        var frame = subIndex.map { Double($0) * -frameTicks } ?? 0
        // As RxJS: a group that starts before -1 is not a group (the marker is -1).
        var groupStart: Double = -1
        var events: [MarbleEvent] = []
        var index = 0
        while index < characters.count {
            var nextFrame = frame
            var kind: MarbleEvent.Kind?
            let character = characters[index]
            switch character {
            case " ":
                if !options.runMode { nextFrame += frameTicks }
            case "-", "^":
                nextFrame += frameTicks
            case "(":
                groupStart = frame
                nextFrame += frameTicks
            case ")":
                groupStart = -1
                nextFrame += frameTicks
            case "|":
                kind = .completed
                nextFrame += frameTicks
            case "#":
                kind = .error
                nextFrame += frameTicks
            default:
                if options.runMode, TimeProgression.mayStart(characters, at: index),
                    let progression = TimeProgression.match(characters, at: index)
                {
                    index += progression.length - 1
                    nextFrame += progression.milliseconds * options.ticksPerMillisecond
                } else {
                    kind = .next(String(character))
                    nextFrame += frameTicks
                }
            }
            if let kind {
                let time = groupStart > -1 ? groupStart : frame
                events.append(MarbleEvent(time: try ticks(time), kind: kind))
            }
            frame = nextFrame
            index += 1
        }
        return events
    }

    /// The subscribe (`^`) and unsubscribe (`!`) times of a subscription marble string; `nil`
    /// marbles have neither. `!` takes no frame; inside a group both mark the group's frame.
    public static func parseSubscription(_ marbles: String?, options: MarbleOptions = .run) throws
        -> MarbleSubscription
    {
        guard let marbles else { return MarbleSubscription(subscribed: nil, unsubscribed: nil) }
        let characters = Array(marbles.unicodeScalars)
        let frameTicks = Double(options.frame)
        var frame: Double = 0
        var groupStart: Double = -1
        var subscribed: Double?
        var unsubscribed: Double?
        var index = 0
        while index < characters.count {
            var nextFrame = frame
            let character = characters[index]
            switch character {
            case " ":
                if !options.runMode { nextFrame += frameTicks }
            case "-", "(", ")":
                if character == "(" { groupStart = frame }
                if character == ")" { groupStart = -1 }
                nextFrame += frameTicks
            case "^":
                if subscribed != nil { throw MarbleError.secondSubscriptionPoint }
                subscribed = groupStart > -1 ? groupStart : frame
                nextFrame += frameTicks
            case "!":
                if unsubscribed != nil { throw MarbleError.secondUnsubscriptionPoint }
                unsubscribed = groupStart > -1 ? groupStart : frame
            default:
                guard options.runMode, TimeProgression.mayStart(characters, at: index),
                    let progression = TimeProgression.match(characters, at: index)
                else { throw MarbleError.notASubscriptionMarker(String(character)) }
                index += progression.length - 1
                nextFrame += progression.milliseconds * options.ticksPerMillisecond
            }
            frame = nextFrame
            index += 1
        }
        return MarbleSubscription(subscribed: try subscribed.map(ticks), unsubscribed: try unsubscribed.map(ticks))
    }

    /// Whole ticks, rounded as RxJS's fractional frames would be.
    private static func ticks(_ frame: Double) throws -> Int {
        guard let value = Int(exactly: frame.rounded()) else { throw MarbleError("time \(frame) is out of range") }
        return value
    }

    /// The time of the `|` in `marbles` (RxJS's `time` helper): its index times the frame.
    public static func time(_ marbles: String, options: MarbleOptions = .run) throws -> Int {
        let searched = options.runMode ? marbles.trimmingCharacters(in: .whitespacesAndNewlines) : marbles
        guard let bar = searched.utf16.firstIndex(of: 0x7C) else { throw MarbleError.timeWithoutCompletion }
        return searched.utf16.distance(from: searched.utf16.startIndex, to: bar) * options.frame
    }
}
