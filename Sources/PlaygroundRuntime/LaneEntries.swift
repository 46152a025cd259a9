import Marbles

/// What one runtime lane keeps: its most recent entries, at most `capacity` of them shown.
///
/// `Int` elements, the commonest, arrive on a run of their own, unboxed and trivially copied, so
/// recording one costs an append; the run joins the other entries when anything else arrives.
/// Past twice the capacity the oldest entries go, so a loop of millions of events costs bounded
/// memory and the lane still shows its last `capacity` entries with a count of the dropped ones.
struct LaneEntries {
    /// The entries shown, at most (the rest are counted as dropped).
    let capacity: Int
    /// The older entries.
    private var entries: [RecordedEntry] = []
    /// The newest entries when they are `Int` elements: frame and value, after `entries`.
    private var ints: [(time: Int, value: Int)] = []
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
    mutating func appendInt(time: Int, _ value: Int) {
        ints.append((time, value))
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
        entries.append(contentsOf: ints.map { .int(time: $0.time, $0.value) })
        ints.removeAll(keepingCapacity: true)
    }

    private var count: Int { entries.count + ints.count }

    /// The most recent `capacity` entries, oldest first.
    var recent: [TimelineEntry] {
        let fromInts = ints.suffix(capacity).map {
            TimelineEntry(time: $0.time, kind: .next(TimelineValue(describing: $0.value)))
        }
        return entries.suffix(capacity - fromInts.count).map(\.entry) + fromInts
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
