import RxSwift

/// One lane being recorded: appends time-stamped entries, keeping the most recent `capacity`.
///
/// Entries without an explicit time are stamped with the recorder's clock. Not thread-safe:
/// use it from the virtual-time scheduler's thread, as everything on a virtual clock is.
public final class RecordingLane {
    /// The lane's name.
    public let name: String
    /// Whether it shows a source or a subscription.
    public let kind: LaneKind
    /// When the lane was created.
    public let start: Int?
    private let clock: () -> Int
    private var ring: EntryRing
    private var subscriptionStopped = false

    init(name: String, kind: LaneKind, start: Int?, capacity: Int, clock: @escaping () -> Int) {
        self.name = name
        self.kind = kind
        self.start = start
        self.clock = clock
        self.ring = EntryRing(capacity: capacity)
    }

    /// The most entries kept.
    public var capacity: Int { ring.capacity }
    /// How many entries are kept now.
    public var count: Int { ring.count }
    /// How many older entries were dropped.
    public var droppedCount: Int { ring.dropped }

    /// The lane as a timeline lane: its kept entries, oldest first, and the dropped count.
    public var snapshot: Timeline.Lane {
        Timeline.Lane(name: name, kind: kind, start: start, entries: ring.entries(), droppedCount: ring.dropped)
    }

    /// Appends `entry` as it is.
    public func append(_ entry: TimelineEntry) {
        let payload: EntryRing.Payload
        switch entry.kind {
        case .next(let value): payload = .described(value)
        case .error(let text): payload = .error(text)
        case .completed: payload = .completed
        case .subscribed: payload = .subscribed
        case .disposed: payload = .disposed
        }
        ring.append(EntryRing.Slot(time: entry.time, payload: payload))
    }

    /// Appends an entry of `kind` at `time`, or now.
    public func append(_ kind: TimelineEntry.Kind, at time: Int? = nil) {
        append(TimelineEntry(time: time ?? clock(), kind: kind))
    }

    /// Appends `element` at `time`, or now; its text is taken when the lane is read.
    public func next<Element>(_ element: Element, at time: Int? = nil) {
        ring.append(EntryRing.Slot(time: time ?? clock(), payload: .element(element)))
    }

    /// Appends an error entry with the text of `error`.
    public func error(_ error: Swift.Error, at time: Int? = nil) {
        append(.error(String(describing: error)), at: time)
    }

    /// Appends a completed entry.
    public func completed(at time: Int? = nil) {
        append(.completed, at: time)
    }

    /// Appends a subscribe instant.
    public func subscribed(at time: Int? = nil) {
        append(.subscribed, at: time)
    }

    /// Appends a dispose instant.
    public func disposed(at time: Int? = nil) {
        append(.disposed, at: time)
    }

    /// Appends `event` now.
    public func record<Element>(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            ring.append(EntryRing.Slot(time: clock(), payload: .element(element)))
        case .error(let error):
            self.error(error)
        case .completed:
            completed()
        }
    }

    /// Forgets every entry.
    public func removeAll() {
        ring.removeAll()
    }
}
