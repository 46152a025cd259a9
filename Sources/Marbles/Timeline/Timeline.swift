/// What happened on a virtual clock: named lanes, in creation order, each with its time-stamped
/// entries (elements, errors, completion, subscribe and dispose instants).
///
/// A timeline is a value: the `Recorder` hands out snapshots, renderers and exporters read them,
/// tests build them by hand.
public struct Timeline: Hashable, Sendable, Codable {
    /// The lanes, in the order they were created.
    public var lanes: [Lane]

    /// A timeline with `lanes`.
    public init(lanes: [Lane] = []) {
        self.lanes = lanes
    }

    /// The lane called `name`, if any.
    public func lane(named name: String) -> Lane? {
        lanes.first { $0.name == name }
    }

    /// Whether no lane has any entry.
    public var isEmpty: Bool { lanes.allSatisfy { $0.entries.isEmpty } }

    /// The earliest and latest times of all entries (and lane starts), or `nil` when empty.
    public var timeRange: ClosedRange<Int>? {
        var low = Int.max
        var high = Int.min
        for lane in lanes {
            if let start = lane.start { low = min(low, start); high = max(high, start) }
            if let first = lane.entries.first { low = min(low, first.time) }
            if let last = lane.entries.last { high = max(high, last.time) }
        }
        return low <= high ? low...high : nil
    }
}

/// Whether a lane shows a source (a subject, relay or observable) or a subscription to one.
public enum LaneKind: Hashable, Sendable, Codable {
    /// A subject, relay or observable.
    case source
    /// One subscription.
    case subscription
}

extension Timeline {
    /// One named line of a timeline: its entries in time order.
    public struct Lane: Hashable, Sendable, Codable {
        /// The lane's name (in the playground, the learner's variable name).
        public var name: String
        /// Whether it shows a source or a subscription.
        public var kind: LaneKind
        /// When the lane began (a source's creation), if known; drawing starts there.
        public var start: Int?
        /// The entries kept, oldest first.
        public var entries: [TimelineEntry]
        /// How many older entries were dropped to stay within the cap.
        public var droppedCount: Int
        /// What made the lane's source, e.g. `s.map { $0 * 2 }`: drawn between the lanes above
        /// it (its input) and the lane (its output), as RxMarbles draws an operator.
        public var caption: String?
        /// Whether the name was made up (`sub1`) because no variable holds the object; pictures
        /// fold such lanes unless asked for them.
        public var isAnonymous: Bool
        /// The names of the lanes whose sources this lane's source was made from (`s` for
        /// `s.map { $0 * 2 }`): its caption reads as an operator only below one of them.
        public var inputs: [String]
        /// Whether the lane's source is hot (a subject or relay: its events happen whether or not
        /// anyone subscribes), which the RxJS export writes as `hot(…)`.
        public var isHot: Bool

        /// A lane with `entries`, oldest first.
        public init(
            name: String, kind: LaneKind = .source, start: Int? = nil,
            entries: [TimelineEntry] = [], droppedCount: Int = 0, caption: String? = nil, isAnonymous: Bool = false,
            inputs: [String] = [], isHot: Bool = false
        ) {
            self.name = name
            self.kind = kind
            self.start = start
            self.entries = entries
            self.droppedCount = droppedCount
            self.caption = caption
            self.isAnonymous = isAnonymous
            self.inputs = inputs
            self.isHot = isHot
        }
    }
}
