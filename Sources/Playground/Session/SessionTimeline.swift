import Interpreter
import RxLibrary
import Marbles

/// What the session knows of the learner's Rx objects: a lane per named subject, relay and
/// observable and per subscription, plus which subscriptions are live and which bag holds them.
///
/// Fed by the interpreter (as its `InterpreterObserver`); lanes are keyed by object identity
/// and named after the variable that holds the object, or `sub1`, `sub2`, … for unnamed
/// subscriptions.
final class SessionTimeline: InterpreterObserver {
    /// One lane's record.
    final class Track {
        let id: RxObjectID
        let kind: RxObjectKind
        let typeName: String
        var name: String?
        let lane: RecordingLane
        /// For a subscription: what it subscribed to.
        var sourceID: RxObjectID?
        /// For a subscription: whether it was disposed, or ended with a stop event.
        var isDisposed = false
        var isTerminated = false
        /// For a subscription: the bag holding it.
        var bagID: RxObjectID?
        /// Whether a variable of the learner's holds it.
        var isHeldByVariable = false
        /// For a subject or relay: whether it ended (what is sent afterwards goes nowhere).
        var isStopped = false

        init(id: RxObjectID, kind: RxObjectKind, typeName: String, lane: RecordingLane) {
            self.id = id
            self.kind = kind
            self.typeName = typeName
            self.lane = lane
        }

        var isSubscription: Bool { kind == .subscription }
        var isLive: Bool { !isDisposed && !isTerminated }
    }

    private let clock: () -> Int
    private let recorder: Recorder
    private(set) var tracks: [RxObjectID: Track] = [:]
    private var order: [RxObjectID] = []
    private var bagNames: [RxObjectID: String] = [:]
    private var unnamedCount = 0
    /// The lanes the current input touched, for `:auto`.
    private(set) var touched: [RxObjectID] = []

    init(clock: @escaping () -> Int) {
        self.clock = clock
        recorder = Recorder(clock: clock)
    }

    // MARK: - What the interpreter reports

    func interpreter(_ interpreter: Interpreter, didBind name: String, to object: RxObjectInfo) {
        if object.kind == .disposeBag {
            bagNames[object.id] = name
            return
        }
        guard object.kind != .disposable else { return }
        let track = track(
            id: object.id, objectKind: object.kind, typeName: object.typeName,
            kind: object.kind == .subscription ? .subscription : .source)
        if track.name == nil || track.isSubscription {
            retireName(name, keeping: track.id)
            track.name = name
        }
        track.isHeldByVariable = true
        touch(track.id)
    }

    func interpreter(_ interpreter: Interpreter, didSubscribe subscription: RxObjectID, to source: RxObjectInfo) {
        let track = track(id: subscription, objectKind: .subscription, typeName: "Disposable", kind: .subscription)
        track.sourceID = source.id
        track.lane.subscribed(at: clock())
        touch(subscription)
    }

    func interpreter(_ interpreter: Interpreter, didDispose disposable: RxObjectID) {
        guard let track = tracks[disposable], track.isSubscription, !track.isDisposed else { return }
        track.isDisposed = true
        if !track.isTerminated { track.lane.disposed(at: clock()) }
        touch(disposable)
    }

    func interpreter(_ interpreter: Interpreter, object: RxObjectID, didEmit event: RxEventRecord) {
        guard let track = tracks[object], !track.isStopped else { return }
        append(event, to: track)
        if track.kind.isSubjectOrRelay && event.kind != .next { track.isStopped = true }
        if track.isSubscription {
            if event.kind != .next { track.isTerminated = true }
            // A named observable shows what it sends to its subscribers.
            if let sourceID = track.sourceID, let source = tracks[sourceID], !source.kind.isSubjectOrRelay,
               source.name != nil {
                append(event, to: source)
            }
        }
    }

    func interpreter(_ interpreter: Interpreter, didAdd disposable: RxObjectID, to bag: RxObjectID) {
        tracks[disposable]?.bagID = bag
    }

    // MARK: - What the session asks

    /// Gives names to subscriptions that are still unnamed once an input has run.
    func finishInput() {
        for id in order {
            guard let track = tracks[id], track.isSubscription, track.name == nil else { continue }
            unnamedCount += 1
            track.name = "sub\(unnamedCount)"
        }
    }

    /// Forgets which lanes the last input touched.
    func startInput() {
        touched.removeAll()
    }

    /// The named lanes, in creation order.
    var namedTracks: [Track] {
        order.compactMap { tracks[$0] }.filter { $0.name != nil }
    }

    /// The name of the bag with id `id`, if it is held by a variable.
    func bagName(_ id: RxObjectID) -> String? { bagNames[id] }

    /// The timeline of `names` (every named lane when empty), with lanes named for display.
    func timeline(lanes names: [String] = [], only ids: [RxObjectID]? = nil) -> Timeline {
        var lanes: [Timeline.Lane] = []
        for track in namedTracks {
            guard let name = track.name else { continue }
            if !names.isEmpty && !names.contains(name) { continue }
            if let ids, !ids.contains(track.id) { continue }
            var lane = track.lane.snapshot
            lane.name = name
            lanes.append(lane)
        }
        if !names.isEmpty {
            lanes.sort { (names.firstIndex(of: $0.name) ?? 0) < (names.firstIndex(of: $1.name) ?? 0) }
        }
        return Timeline(lanes: lanes)
    }

    /// The names of every lane, for completion and messages.
    var laneNames: [String] { namedTracks.compactMap(\.name) }

    // MARK: - Lanes

    /// A name given to a new object: the lane that had it becomes `name'` (then `name''`, …),
    /// so `:marbles name` draws the object the variable holds now.
    private func retireName(_ name: String, keeping id: RxObjectID) {
        guard let previous = tracks.values.first(where: { $0.name == name && $0.id != id }) else { return }
        var retired = name + "'"
        while tracks.values.contains(where: { $0.name == retired }) { retired += "'" }
        previous.name = retired
    }

    private func track(id: RxObjectID, objectKind: RxObjectKind, typeName: String, kind: LaneKind) -> Track {
        if let existing = tracks[id] { return existing }
        let lane = recorder.lane(named: id.description, kind: kind)
        let track = Track(id: id, kind: objectKind, typeName: typeName, lane: lane)
        tracks[id] = track
        order.append(id)
        return track
    }

    private func append(_ event: RxEventRecord, to track: Track) {
        switch event.kind {
        case .next: track.lane.append(.next(TimelineValue(event.text, isString: event.isString)), at: clock())
        case .error: track.lane.append(.error(event.text), at: clock())
        case .completed: track.lane.append(.completed, at: clock())
        }
        touch(track.id)
    }

    private func touch(_ id: RxObjectID) {
        if !touched.contains(id) { touched.append(id) }
    }
}
