import Foundation
import Marbles
import RunnerProtocol
@_spi(Playground) import RxSwift
import VirtualClock

/// What the learner's Rx objects did, as the engine reports it: a lane per named subject or
/// relay (what it accepted) and per subscription (subscribed, what it received, how it ended),
/// in the frames of the virtual clock (100 ms each).
///
/// Lanes are keyed by object identity and hold their objects weakly, so recording keeps nothing
/// alive; they are named after the learner's variables once an input has run (`name(_:_:)`), or
/// `sub1`, `sub2` … for subscriptions no variable holds.
final class RuntimeTimeline: InstrumentationObserver {
    /// Nanoseconds of virtual time per frame.
    static let frameLength: Int64 = 100_000_000
    /// The entries a lane keeps (the most recent).
    static let capacity = 10_000

    private final class Track {
        weak var object: AnyObject?
        var name: String?
        let kind: LaneKind
        /// The most recent entries, at most twice `RuntimeTimeline.capacity` before trimming.
        private(set) var entries: [RecordedEntry] = []
        /// How many older entries were let go.
        private(set) var dropped = 0
        var ended = false
        let order: Int

        /// Keeps `entry`; past twice the capacity, the oldest half goes (a lane keeps its most
        /// recent `capacity` entries, as the old path's recorder did, so a loop of millions of
        /// events costs bounded memory).
        func append(_ entry: RecordedEntry) {
            entries.append(entry)
            if entries.count >= 2 * RuntimeTimeline.capacity {
                let excess = entries.count - RuntimeTimeline.capacity
                entries.removeFirst(excess)
                dropped += excess
            }
        }

        /// The recorded entries, the most recent `capacity` of them.
        var recent: [TimelineEntry] { entries.suffix(RuntimeTimeline.capacity).map(\.entry) }

        /// How many entries are not in `recent`.
        var droppedCount: Int { dropped + max(0, entries.count - RuntimeTimeline.capacity) }
        /// For a source: the frame its lane starts at (when a variable first named it).
        var start: Int?
        /// For a subscription: what it subscribed to.
        var source: ObjectIdentifier?
        /// Whether a learner's variable gave the lane its name (not `sub1`).
        var isNamedByLearner = false

        /// The identity it is kept under.
        let key: ObjectIdentifier

        init(object: AnyObject, key: ObjectIdentifier, kind: LaneKind, order: Int) {
            self.object = object
            self.key = key
            self.kind = kind
            self.order = order
        }
    }

    private let lock = NSRecursiveLock()
    private var tracks: [ObjectIdentifier: Track] = [:]
    private var retired: [Track] = []
    private var aliases: [ObjectIdentifier: (wrapper: Weak, subject: ObjectIdentifier)] = [:]
    private var disposables: [ObjectIdentifier: (disposable: Weak, token: ObjectIdentifier)] = [:]
    private var owners: [Weak] = []
    private var created = 0
    private var unnamed = 0
    /// The track found last, per kind: a busy lane's events skip the dictionary.
    private var lastSource: Track?
    private var lastSubscription: Track?

    private struct Weak {
        weak var object: AnyObject?
    }

    private var frame: Int {
        Int((VirtualClock.installed?.now ?? 0) / Self.frameLength)
    }

    // MARK: - What the engine reports

    func subject(_ subject: AnyObject, received event: InstrumentedEvent) {
        lock.withLock { track(for: subject, kind: .source).append(entry(event)) }
    }

    func subscribing(_ token: AnyObject, to source: AnyObject) {
        lock.withLock {
            let track = self.track(for: token, kind: .subscription)
            track.source = ObjectIdentifier(source)
            track.append(.described(.subscribed(frame)))
        }
    }

    func subscription(_ token: AnyObject, returned disposable: AnyObject) {
        lock.withLock {
            disposables[ObjectIdentifier(disposable)] = (Weak(object: disposable), ObjectIdentifier(token))
        }
    }

    func subscription(_ token: AnyObject, received event: InstrumentedEvent) {
        lock.withLock {
            let track = self.track(for: token, kind: .subscription)
            track.append(entry(event))
            if case .next = event {} else { track.ended = true }
        }
    }

    func subscriptionEnded(_ token: AnyObject) {
        lock.withLock {
            let track = self.track(for: token, kind: .subscription)
            guard !track.ended else { return }
            track.ended = true
            track.append(.described(.disposed(frame)))
        }
    }

    func alias(_ wrapper: AnyObject, for subject: AnyObject) {
        lock.withLock { aliases[ObjectIdentifier(wrapper)] = (Weak(object: wrapper), ObjectIdentifier(subject)) }
    }

    // MARK: - Names and the timeline

    /// Names the lane of `value` (a subject, a relay, a subscription's disposable) `name`; any
    /// other object is remembered (weakly) as an owner whose stored properties name lanes.
    func name(_ name: String, _ value: Any) {
        guard Mirror(reflecting: value).displayStyle == .class else { return }
        let object = value as AnyObject
        if nameLane(name, value, object) { return }
        // A trait's or `bind`'s disposable wraps the subscription's own: the variable names that.
        if value is Disposable, let inner = linkedDisposable(in: value, depth: 3) {
            nameLane(name, inner, inner as AnyObject)
            return
        }
        lock.withLock { owners.append(Weak(object: object)) }
    }

    /// Names what `owners`' stored properties hold after the property (`images`,
    /// `selectedPhotosSubject`), where no variable named it: read when the timeline is asked
    /// for, since properties are set as the owner's code runs (`viewDidLoad`).
    private func nameOwnedLanes() {
        let current = lock.withLock {
            owners.removeAll { $0.object == nil }
            return owners.compactMap(\.object)
        }
        for owner in current {
            var mirror: Mirror? = Mirror(reflecting: owner)
            while let level = mirror {
                for child in level.children {
                    guard let label = child.label, let held = Self.object(in: child.value) else { continue }
                    let property = label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label
                    _ = nameLane(property, held, held as AnyObject, onlyIfUnnamed: true)
                }
                mirror = level.superclassMirror
            }
        }
    }

    /// A disposable inside `value` (a composite's parts, `depth` levels down) that a
    /// subscription returned.
    private func linkedDisposable(in value: Any, depth: Int) -> Any? {
        guard depth > 0 else { return nil }
        for child in Mirror(reflecting: value).children {
            guard let held = Self.object(in: child.value) else { continue }
            let isLinked = lock.withLock {
                disposables[ObjectIdentifier(held as AnyObject)].map { $0.disposable.object === held as AnyObject }
                    ?? false
            }
            if isLinked { return held }
            if let deeper = linkedDisposable(in: held, depth: depth - 1) { return deeper }
        }
        return nil
    }

    /// The object a stored property holds, through an optional; nil for values.
    private static func object(in value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class: return value
        case .optional: return mirror.children.first.flatMap { object(in: $0.value) }
        default: return nil
        }
    }

    /// Names the lane `object` has or should have; false when it has none (not an Rx object).
    @discardableResult
    private func nameLane(_ name: String, _ value: Any, _ object: AnyObject, onlyIfUnnamed: Bool = false) -> Bool {
        lock.withLock {
            var id = ObjectIdentifier(object)
            if let alias = aliases[id], alias.wrapper.object === object { id = alias.subject }
            if let link = disposables[id], link.disposable.object === object { id = link.token }
            if let track = tracks[id], track.object != nil {
                give(name, to: track, onlyIfUnnamed: onlyIfUnnamed)
                return true
            } else if value is any SubjectType || aliases[ObjectIdentifier(object)] != nil {
                let subject: AnyObject = tracks[id]?.object ?? object
                let track = self.track(for: subject, kind: .source, id: id)
                give(name, to: track, onlyIfUnnamed: onlyIfUnnamed)
                return true
            }
            return false
        }
    }

    /// Names `track`'s lane (unless it has a name and `onlyIfUnnamed`); a source's lane starts
    /// where it was first named (or at its first event).
    private func give(_ name: String, to track: Track, onlyIfUnnamed: Bool) {
        guard !onlyIfUnnamed || track.name == nil else { return }
        if !onlyIfUnnamed, track.name != name {
            // The lane that had the name becomes `name'` (then `name''` …): `:marbles name` draws
            // what the variable holds now.
            let all = Array(tracks.values) + retired
            if let previous = all.first(where: { $0.name == name && $0 !== track }) {
                var renamed = name + "'"
                while all.contains(where: { $0.name == renamed }) { renamed += "'" }
                previous.name = renamed
            }
        }
        track.name = name
        track.isNamedByLearner = true
        if track.kind == .source, track.start == nil {
            track.start = min(frame, track.entries.first?.time ?? frame)
        }
    }

    /// The lanes recorded so far: named subjects and relays, and every subscription.
    var timeline: Timeline {
        nameOwnedLanes()
        return lock.withLock {
            Timeline(
                lanes: namedTracks().map { track in
                    Timeline.Lane(
                        name: track.name ?? "", kind: track.kind, start: track.start, entries: track.recent,
                        droppedCount: track.droppedCount, isAnonymous: !track.isNamedByLearner)
                })
        }
    }

    /// The subscriptions so far, in order; `bags` names the bag holding a disposable the program
    /// got back (by the disposable's identity).
    func subscriptions(bags: [ObjectIdentifier: String]) -> [RunnerSubscription] {
        nameOwnedLanes()
        return lock.withLock {
            var bagOfToken: [ObjectIdentifier: String] = [:]
            for (disposable, bag) in bags {
                if let link = disposables[disposable], link.disposable.object != nil { bagOfToken[link.token] = bag }
            }
            return namedTracks().filter { $0.kind == .subscription }.map { track in
                var state = RunnerSubscription.State.live
                switch track.entries.last?.entry.kind {
                case .disposed: state = .disposed
                case .error, .completed: state = .ended
                default: if track.ended { state = .disposed }
                }
                // A retired track's identity belongs to a newer object now.
                let bag = tracks[track.key] === track ? bagOfToken[track.key] : nil
                return RunnerSubscription(
                    name: track.name ?? "", source: track.source.flatMap { tracks[$0]?.name }, state: state,
                    bag: bag, isHeldByVariable: track.isNamedByLearner)
            }
        }
    }

    /// Every lane's track in creation order, unnamed subscriptions named `sub1`, `sub2` … as they
    /// are first read; unnamed sources (no lane) are left out.
    private func namedTracks() -> [Track] {
        let all = (Array(tracks.values) + retired).sorted { $0.order < $1.order }
        var result: [Track] = []
        for track in all {
            if track.kind == .source && track.name == nil { continue }
            if track.name == nil {
                unnamed += 1
                track.name = "sub\(unnamed)"
            }
            result.append(track)
        }
        return result
    }

    private func track(for object: AnyObject, kind: LaneKind, id: ObjectIdentifier? = nil) -> Track {
        let id = id ?? ObjectIdentifier(object)
        // The last track of this kind, while its object lives (a live object has one track).
        let last = kind == .source ? lastSource : lastSubscription
        if let last, last.key == id, last.object != nil {
            return last
        }
        let found = lookUpTrack(for: object, kind: kind, id: id)
        if kind == .source { lastSource = found } else { lastSubscription = found }
        return found
    }

    private func lookUpTrack(for object: AnyObject, kind: LaneKind, id: ObjectIdentifier) -> Track {
        if let existing = tracks[id] {
            if existing.object != nil { return existing }
            // The object that had this identity is gone; a new one took its address.
            retired.append(existing)
        }
        created += 1
        let track = Track(object: object, key: id, kind: kind, order: created)
        tracks[id] = track
        return track
    }

    private func entry(_ event: InstrumentedEvent) -> RecordedEntry {
        switch event {
        case .next(let element): return RecordedEntry(time: frame, element: element)
        case .error(let error): return .described(.error(frame, String(describing: error)))
        case .completed: return .described(.completed(frame))
        }
    }
}
