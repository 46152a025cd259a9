import Foundation
import Marbles
import RunnerProtocol
import VirtualClock
@_spi(Playground) import RxSwift

/// One lane's record in `RuntimeTimeline`: a subject's, a named observable's, a subscription's,
/// or what a named observable sent down one subscription (a delivery row).
final class RuntimeTrack: InstrumentationLane {
    weak var object: AnyObject?
    var name: String?
    let kind: LaneKind
    /// The most recent entries.
    private(set) var entries = LaneEntries(capacity: RuntimeTimeline.capacity)
    var ended = false
    let order: Int
    /// For a source: the frame its lane starts at (when a variable first named it).
    var start: Int?
    /// For a subscription: what it subscribed to.
    var source: ObjectIdentifier?
    /// Whether a learner's variable gave the lane its name (not `sub1`).
    var isNamedByLearner = false
    /// For a subscription: the bag last seen holding it (a freed bag held it to the end).
    var lastBag: String?
    /// For a subscription: the learner object whose stored property held its source, seen
    /// while both lived.
    weak var sourceOwner: AnyObject?
    var sourcePlace: RunnerSubscription.Place?
    /// The identity it is kept under.
    let key: ObjectIdentifier
    /// Its number among every track the timeline made (delivery rows too), which an element's
    /// `OriginWord` names.
    private(set) var serial = 0

    /// Whether it is a named observable (an operator's or creation function's sequence), whose
    /// lane shows what it sent down each subscription (`deliveries`).
    var isObservable = false
    /// For a named observable: the chain it was made with (`s.map { $0 * 2 }`).
    var caption: String?
    /// For a named observable: the observables it was made from, nearest first.
    var inputs: [ObjectIdentifier] = []
    /// For a named observable: one row per subscription made to it, in order.
    var deliveries: [RuntimeTrack] = []
    /// For a delivery row: the learner's subscription it was made for (`one` in `doubled>one`).
    var endTrack: RuntimeTrack?
    /// For a subscription: the delivery rows made for it, which end with it.
    var rows: [RuntimeTrack] = []

    /// The timeline it belongs to, whose lock guards it (held strongly: the runner's timeline
    /// lives as long as the process, and an unowned reference cost a check per event).
    private let timeline: RuntimeTimeline
    /// The timeline's lock, reached without retaining it at each event (the timeline, held
    /// above, keeps it).
    private unowned(unsafe) let lock: NSRecursiveLock

    init(object: AnyObject, key: ObjectIdentifier, kind: LaneKind, order: Int, timeline: RuntimeTimeline) {
        self.object = object
        self.key = key
        self.kind = kind
        self.order = order
        self.timeline = timeline
        self.lock = timeline.lock
        self.serial = timeline.register(self)
    }

    // The engine reports the events of the subject or subscription this lane records: the
    // subject or the subscription's observer keeps the lane, so no lookup by identity happens
    // per event.

    func recordNext<Element>(_ element: Element) {
        let time = timeline.frame
        if Element.self == Int.self {
            let value = unsafeBitCast(element, to: Int.self)
            lock.withLock { entries.appendInt(time: time, value, origin: takeOrigin()) }
        } else {
            lock.withLock { entries.append(RecordedEntry(time: time, element: element, origin: takeOrigin())) }
        }
    }

    /// The `OriginWord` to store with the element about to be appended (under the lock): the
    /// carried one, or, when the element carries none, 0, after making the entry the origin of
    /// what its delivery reaches.
    func takeOrigin() -> Int {
        let carried = CarriedContext.current
        let queue = VirtualClock.isOnMainQueue ? 0 : OriginWord.offMainBit
        if OriginWord.names(carried) { return carried | queue }
        CarriedContext.current =
            OriginWord.make(serial: serial, sequence: entries.appendedCount) | (carried & ElementOrigin.replayedBit)
        return (carried & ElementOrigin.replayedBit) | queue
    }

    func recordStop(_ event: InstrumentedEvent) {
        timeline.record(event, in: self)
    }

    /// Keeps `entry` (a lane keeps its most recent `capacity` entries, as the old path's
    /// recorder did, so a loop of millions of events costs bounded memory).
    func append(_ entry: TimelineEntry) {
        entries.append(.described(entry))
    }

    /// Keeps `entry` as recorded (an element described only when the timeline is read).
    func append(recorded entry: RecordedEntry) {
        entries.append(entry)
    }

    /// The recorded entries, the most recent `capacity` of them, carried elements in their
    /// origins' colors (under the lock).
    var recent: [TimelineEntry] { entries.recent(originText: timeline.originText) }

    /// The text of entry `sequence`, if kept.
    func elementText(atSequence sequence: Int) -> String? { entries.elementText(atSequence: sequence) }

    /// How many entries are not in `recent`.
    var droppedCount: Int { entries.droppedCount }
}
