import Marbles

/// What one runtime lane keeps: its most recent entries, at most `capacity` of them shown.
///
/// `Int` elements, the commonest, arrive on a run of their own, unboxed and trivially copied, so
/// recording one costs an append; the run joins the other entries when anything else arrives.
/// Past twice the capacity the oldest entries go, so a loop of millions of events costs bounded
/// memory and the lane still shows its last `capacity` entries with a count of the dropped ones.
/// Entries are numbered in the order they came (`appendedCount` is the next one's number), so
/// an element carried on elsewhere can name its origin here (`OriginWord`).
struct LaneEntries {
    /// The entries shown, at most (the rest are counted as dropped).
    let capacity: Int
    /// The older entries.
    private var entries: [RecordedEntry] = []
    /// The newest entries when they are `Int` elements: frame, value and origin, after `entries`.
    private var ints: [(time: Int, value: Int, origin: Int)] = []
    /// How many older entries were let go.
    private var dropped = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Keeps `entry`.
    mutating func append(_ entry: RecordedEntry) {
        joinInts()
        entries.append(entry)
        if entries.count >= 2 * capacity {
            let excess = entries.count - capacity
            entries.removeFirst(excess)
            dropped += excess
        }
    }

    /// Keeps an `Int` element that arrived at frame `time`.
    mutating func appendInt(time: Int, _ value: Int, origin: Int) {
        ints.append((time, value, origin))
        if ints.count >= 2 * capacity {
            // Every older entry is out of the window too.
            let excess = ints.count - capacity
            ints.removeFirst(excess)
            dropped += excess + entries.count
            entries.removeAll()
        }
    }

    /// Moves the run of `Int` elements behind the other entries.
    private mutating func joinInts() {
        guard !ints.isEmpty else { return }
        entries.append(contentsOf: ints.map { .int(time: $0.time, $0.value, origin: $0.origin) })
        ints.removeAll(keepingCapacity: true)
    }

    private var count: Int { entries.count + ints.count }

    /// The number the next entry gets: how many came so far.
    var appendedCount: Int { dropped + count }

    /// The most recent `capacity` entries, oldest first, each carried element colored after the
    /// text `originText` gives for its origin's word (nil: its own).
    func recent(originText: (Int) -> String?) -> [TimelineEntry] {
        let fromInts = ints.suffix(capacity).map {
            Self.resolved(
                TimelineEntry(time: $0.time, kind: .next(TimelineValue(describing: $0.value))), $0.origin, originText)
        }
        let older = entries.suffix(capacity - fromInts.count).map { Self.resolved($0.entry, $0.origin, originText) }
        return older + fromInts
    }

    private static func resolved(_ entry: TimelineEntry, _ origin: Int, _ originText: (Int) -> String?)
        -> TimelineEntry
    {
        guard origin != 0 else { return entry }
        var entry = entry
        entry.isReplayed = OriginWord.isReplayed(origin)
        entry.isOffMainQueue = OriginWord.isOffMainQueue(origin)
        if OriginWord.names(origin), let text = originText(origin), text != entry.colorText {
            entry.colorKey = text
        }
        return entry
    }

    /// The text of the element numbered `sequence` (modulo 2³²), if it is still kept.
    func elementText(atSequence sequence: Int) -> String? {
        let mask = (1 << 32) - 1
        let index = (sequence - dropped) & mask
        guard index < count else { return nil }
        let kind: TimelineEntry.Kind
        if index < entries.count {
            kind = entries[index].entry.kind
        } else {
            kind = .next(TimelineValue(describing: ints[index - entries.count].value))
        }
        guard case .next(let value) = kind else { return nil }
        return value.text
    }

    /// How many entries are not in `recent`.
    var droppedCount: Int { dropped + max(0, count - capacity) }

    /// The frame of the oldest entry kept.
    var firstTime: Int? { entries.first?.time ?? ints.first?.time }

    /// The newest entry's kind.
    var lastKind: TimelineEntry.Kind? {
        if let last = ints.last { return .next(TimelineValue(describing: last.value)) }
        return entries.last?.entry.kind
    }
}
