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

    let lock = NSRecursiveLock()
    private(set) var tracks: [ObjectIdentifier: RuntimeTrack] = [:]
    private var retired: [RuntimeTrack] = []
    private var aliases: [ObjectIdentifier: (wrapper: Weak, subject: ObjectIdentifier)] = [:]
    private(set) var disposables: [ObjectIdentifier: (disposable: Weak, token: ObjectIdentifier)] = [:]
    private var owners: [Weak] = []
    private var created = 0
    /// Every track by its serial (`OriginWord`). Held strongly, as `tracks` and `retired` hold
    /// them for the run: a weak reference would give every track a side table, and each retain
    /// of a lane at each event would take the slow path (measured: a third of an event's time).
    private var bySerial: [RuntimeTrack] = []
    private var unnamed = 0
    /// The track found last, per kind: a busy lane's events skip the dictionary.
    private var lastSource: RuntimeTrack?
    private var lastSubscription: RuntimeTrack?
    /// The learner's subscriptions being made now, innermost last: a named observable subscribed
    /// meanwhile makes its delivery row for the last.
    var subscribingNow: [RuntimeTrack] = []
    private var subscribed = false
    /// The live subscriptions operators made to inner sequences, by their tokens' identities.
    var inners: [ObjectIdentifier: InnerSubscriptionRecord] = [:]
    private var innersMade = 0

    /// Whether anything has subscribed yet.
    var hasSubscriptions: Bool { lock.withLock { subscribed } }

    struct Weak {
        weak var object: AnyObject?
    }

    var frame: Int {
        Int((VirtualClock.installed?.now ?? 0) / Self.frameLength)
    }

    // MARK: - What the engine reports

    func lane(forSubject subject: AnyObject) -> InstrumentationLane {
        lock.withLock { track(for: subject, kind: .source) }
    }

    func subscribing(_ token: AnyObject, to source: AnyObject) -> InstrumentationLane {
        lock.withLock {
            subscribed = true
            let track = self.track(for: token, kind: .subscription)
            track.source = ObjectIdentifier(source)
            track.append(.subscribed(frame))
            subscribingNow.append(track)
            return track
        }
    }

    func subscription(_ token: AnyObject, returned disposable: AnyObject) {
        lock.withLock {
            disposables[ObjectIdentifier(disposable)] = (Weak(object: disposable), ObjectIdentifier(token))
            if let index = subscribingNow.lastIndex(where: { $0.object === token }) {
                subscribingNow.remove(at: index)
            }
        }
    }

    /// `track` (a subject's or a subscription's lane) received `event`: what the engine's
    /// `InstrumentationLane.record` comes to.
    func record(_ event: InstrumentedEvent, in track: RuntimeTrack) {
        lock.withLock {
            track.append(recorded: entry(event, for: track))
            guard track.kind == .subscription else { return }
            if case .next = event { return }
            track.ended = true
        }
    }

    func subscriptionEnded(_ token: AnyObject) {
        lock.withLock {
            let track = self.track(for: token, kind: .subscription)
            endRows(of: track)
            guard !track.ended else { return }
            track.ended = true
            track.append(.disposed(frame))
        }
    }

    var subscriptionBeingMade: InstrumentationLane? {
        lock.withLock { subscribingNow.last }
    }

    func subscribing(
        inner token: AnyObject, to source: AnyObject, by operatorName: String, within outer: InstrumentationLane?
    ) {
        lock.withLock {
            innersMade += 1
            // A record whose token was freed unreported is replaced here, or dropped by `:subs`.
            inners[ObjectIdentifier(token)] = InnerSubscriptionRecord(
                token: token, source: ObjectIdentifier(source), operatorName: operatorName,
                outer: outer as? RuntimeTrack, order: innersMade)
        }
    }

    func innerSubscriptionEnded(_ token: AnyObject) {
        lock.withLock {
            let id = ObjectIdentifier(token)
            if inners[id]?.token === token { inners[id] = nil }
        }
    }

    func alias(_ wrapper: AnyObject, for subject: AnyObject) {
        lock.withLock { aliases[ObjectIdentifier(wrapper)] = (Weak(object: wrapper), ObjectIdentifier(subject)) }
    }

    // MARK: - Names and the timeline

    /// Names the lane of `value` (a subject, a relay, a subscription's disposable) `name`; any
    /// other object is remembered (weakly) as an owner whose stored properties name lanes.
    func name(_ name: String, _ value: Any, made: String? = nil) {
        guard Mirror(reflecting: value).displayStyle == .class else { return }
        let object = value as AnyObject
        if nameLane(name, value, object, made: made) { return }
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
    func nameOwnedLanes() {
        let current = lock.withLock {
            owners.removeAll { $0.object == nil }
            return owners.compactMap(\.object)
        }
        for owner in current {
            // Not unowned properties: reading one whose object was freed would stop the program.
            for child in StrongFields.children(of: Mirror(reflecting: owner), includingWeak: true) ?? [] {
                guard let label = child.label, let held = Self.object(in: child.value) else { continue }
                let property = label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label
                _ = nameLane(property, held, held as AnyObject, onlyIfUnnamed: true)
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
    static func object(in value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class: return value
        case .optional: return mirror.children.first.flatMap { object(in: $0.value) }
        default: return nil
        }
    }

    /// Names the lane `object` has or should have; false when it has none (not an Rx object).
    @discardableResult
    private func nameLane(
        _ name: String, _ value: Any, _ object: AnyObject, onlyIfUnnamed: Bool = false, made: String? = nil
    ) -> Bool {
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
            } else if value is any ObservableType {
                let track = self.track(for: object, kind: .source, id: id)
                makeObservable(track, made: made)
                give(name, to: track, onlyIfUnnamed: onlyIfUnnamed)
                return true
            }
            return false
        }
    }

    /// Names `track`'s lane (unless it has a name and `onlyIfUnnamed`); a source's lane starts
    /// where it was first named (or at its first event).
    private func give(_ name: String, to track: RuntimeTrack, onlyIfUnnamed: Bool) {
        guard !onlyIfUnnamed || track.name == nil else { return }
        // A second variable holding the same object (`let kept = clicks.asObservable()`, which is
        // the subject itself) leaves the lane its first name.
        if track.isNamedByLearner, let first = track.name, first != name, tracks[track.key] === track {
            return
        }
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
            track.start = min(frame, track.entries.firstTime ?? frame)
        }
    }

    /// The lanes recorded so far: named subjects and relays, and every subscription.
    var timeline: Timeline {
        nameOwnedLanes()
        return lock.withLock {
            Timeline(
                lanes: namedTracks().flatMap { track in
                    if track.isObservable { return observableLanes(track) }
                    return [
                        Timeline.Lane(
                            name: track.name ?? "", kind: track.kind, start: track.start, entries: Array(track.recent),
                            droppedCount: track.droppedCount, isAnonymous: !track.isNamedByLearner,
                            // The only sources recorded here are subjects and relays.
                            isHot: track.kind == .source)
                    ]
                })
        }
    }

    /// Notes, for each subscription whose source's owner is not known yet, the learner object
    /// holding that source now (`owner` answers by the source's identity).
    func noteSourceOwners(_ owner: (ObjectIdentifier) -> (owner: AnyObject, place: RunnerSubscription.Place)?) {
        lock.withLock {
            for track in tracks.values where track.kind == .subscription && track.sourcePlace == nil && !track.ended {
                guard let source = track.source, let found = owner(source) else { continue }
                track.sourceOwner = found.owner
                track.sourcePlace = found.place
            }
            for inner in inners.values where inner.sourcePlace == nil {
                guard let found = owner(inner.source) else { continue }
                inner.sourceOwner = found.owner
                inner.sourcePlace = found.place
            }
        }
    }

    /// Every lane's track in creation order, unnamed subscriptions named `sub1`, `sub2` … as they
    /// are first read; unnamed sources (no lane) are left out.
    func namedTracks() -> [RuntimeTrack] {
        let all = (Array(tracks.values) + retired).sorted { $0.order < $1.order }
        var result: [RuntimeTrack] = []
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

    func track(for object: AnyObject, kind: LaneKind, id: ObjectIdentifier? = nil) -> RuntimeTrack {
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

    private func lookUpTrack(for object: AnyObject, kind: LaneKind, id: ObjectIdentifier) -> RuntimeTrack {
        if let existing = tracks[id] {
            if existing.object != nil { return existing }
            // The object that had this identity is gone; a new one took its address.
            retired.append(existing)
        }
        created += 1
        let track = RuntimeTrack(object: object, key: id, kind: kind, order: created, timeline: self)
        tracks[id] = track
        return track
    }

    /// Numbers `track` among every track made (under the lock).
    func register(_ track: RuntimeTrack) -> Int {
        bySerial.append(track)
        return bySerial.count
    }

    /// The text of the element an `OriginWord` names, while its lane keeps it (under the lock).
    func originText(_ word: Int) -> String? {
        let serial = OriginWord.serial(word)
        guard serial >= 1, serial <= bySerial.count else { return nil }
        return bySerial[serial - 1].elementText(atSequence: OriginWord.sequence(word))
    }

    /// The entry of `event` for `track`'s lane (under the lock).
    func entry(_ event: InstrumentedEvent, for track: RuntimeTrack) -> RecordedEntry {
        switch event {
        case .next(let element): return RecordedEntry(time: frame, element: element, origin: track.takeOrigin())
        case .error(let error):
            var entry = TimelineEntry.error(frame, String(describing: error))
            entry.isOffMainQueue = !VirtualClock.isOnMainQueue
            return .described(entry)
        case .completed: return .described(.completed(frame))
        }
    }
}
