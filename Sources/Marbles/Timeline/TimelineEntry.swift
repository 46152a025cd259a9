/// One thing that happened on a lane, at a virtual time.
public struct TimelineEntry: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable, Codable {
        /// An element.
        case next(TimelineValue)
        /// The sequence failed; the text of its error.
        case error(String)
        /// The sequence completed.
        case completed
        /// A subscription began.
        case subscribed
        /// A subscription was disposed.
        case disposed
    }

    /// When it happened, in virtual time units (ticks).
    public var time: Int
    /// What happened.
    public var kind: Kind
    /// For an element carried on from another (`20` that `map` made of `2`): the text of the
    /// element it started as, whose color it keeps; nil for an element of its own color.
    public var colorKey: String?
    /// Whether the element was replayed to a new subscriber (a behavior or replay subject's
    /// stored element, `share(replay:)`), not sent when it happened.
    public var isReplayed: Bool
    /// Whether the element or error was sent by work of a queue other than the main one (a
    /// library's callback, `observe(on:)` a background scheduler): code that touches the UI there
    /// hops back first.
    public var isOffMainQueue: Bool

    /// An entry of `kind` at `time`.
    public init(
        time: Int, kind: Kind, colorKey: String? = nil, isReplayed: Bool = false, isOffMainQueue: Bool = false
    ) {
        self.time = time
        self.kind = kind
        self.colorKey = colorKey
        self.isReplayed = isReplayed
        self.isOffMainQueue = isOffMainQueue
    }

    /// The text whose color a value entry is drawn in: the element it started as, or its own.
    public var colorText: String? {
        guard case .next(let value) = kind else { return nil }
        return colorKey ?? value.text
    }

    private enum CodingKeys: String, CodingKey {
        case time, kind, colorKey, isReplayed, isOffMainQueue
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        time = try container.decode(Int.self, forKey: .time)
        kind = try container.decode(Kind.self, forKey: .kind)
        colorKey = try container.decodeIfPresent(String.self, forKey: .colorKey)
        isReplayed = try container.decodeIfPresent(Bool.self, forKey: .isReplayed) ?? false
        isOffMainQueue = try container.decodeIfPresent(Bool.self, forKey: .isOffMainQueue) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(time, forKey: .time)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(colorKey, forKey: .colorKey)
        if isReplayed { try container.encode(true, forKey: .isReplayed) }
        if isOffMainQueue { try container.encode(true, forKey: .isOffMainQueue) }
    }

    /// A `next` entry whose value is shown as `text`.
    public static func next(_ time: Int, _ text: String, isString: Bool = false) -> TimelineEntry {
        TimelineEntry(time: time, kind: .next(TimelineValue(text, isString: isString)))
    }

    /// An `error` entry with the error's text.
    public static func error(_ time: Int, _ text: String) -> TimelineEntry {
        TimelineEntry(time: time, kind: .error(text))
    }

    /// A `completed` entry.
    public static func completed(_ time: Int) -> TimelineEntry {
        TimelineEntry(time: time, kind: .completed)
    }

    /// A subscribe instant.
    public static func subscribed(_ time: Int) -> TimelineEntry {
        TimelineEntry(time: time, kind: .subscribed)
    }

    /// A dispose instant.
    public static func disposed(_ time: Int) -> TimelineEntry {
        TimelineEntry(time: time, kind: .disposed)
    }

    /// Whether this is `completed` or `error`.
    public var isStop: Bool {
        switch kind {
        case .completed, .error: return true
        default: return false
        }
    }

    /// `next(a) @ 210`, `completed @ 250`, `subscribed @ 200`.
    public var description: String {
        switch kind {
        case .next(let value): return "next(\(value.text)) @ \(time)"
        case .error(let text): return "error(\(text)) @ \(time)"
        case .completed: return "completed @ \(time)"
        case .subscribed: return "subscribed @ \(time)"
        case .disposed: return "disposed @ \(time)"
        }
    }
}
