import Foundation
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
        /// For an observable: the source text of the expression that made it, if known.
        var caption: String?
        /// For an observable: the objects it was made from, nearest first.
        var lineage: [RxObjectID] = []
        /// For an observable: what it sent to each subscription made through it, in order.
        var deliveries: [Delivery] = []
        /// Whether a variable gave the subscription its name (not `sub1`).
        var isNamedByLearner = false
        /// For a subscription: the learner object whose stored property held its source (a
        /// private subject), as found once the input that subscribed had run.
        var sourceOwner: SourceOwner?

        init(id: RxObjectID, kind: RxObjectKind, typeName: String, lane: RecordingLane) {
            self.id = id
            self.kind = kind
            self.typeName = typeName
            self.lane = lane
        }

        var isSubscription: Bool { kind == .subscription }
        var isLive: Bool { !isDisposed && !isTerminated }
        /// An observable made by an operator or a creation function (not a subject or relay).
        var isObservable: Bool { !isSubscription && !kind.isSubjectOrRelay && kind != .disposable && kind != .disposeBag }

        func delivery(to subscription: RxObjectID) -> Delivery? {
            deliveries.first { $0.subscription == subscription }
        }
    }

    /// The learner object that held a subscription's source in a stored property; weak, so
    /// `:subs` can tell when it is gone and nothing can send to the source any more.
    final class SourceOwner {
        let className: String
        let property: String
        weak var instance: ClassInstance?

        init(className: String, property: String, instance: ClassInstance) {
            self.className = className
            self.property = property
            self.instance = instance
        }

        var isReleased: Bool { instance == nil }
    }

    /// What one observable sent to one subscription made through it.
    final class Delivery {
        let subscription: RxObjectID
        let lane: RecordingLane
        var isTerminated = false

        init(subscription: RxObjectID, lane: RecordingLane) {
            self.subscription = subscription
            self.lane = lane
        }
    }

    private let clock: () -> Int
    private let recorder: Recorder
    private(set) var tracks: [RxObjectID: Track] = [:]
    private var order: [RxObjectID] = []
    private var bagNames: [RxObjectID: String] = [:]
    private var unnamedCount = 0
    /// The lanes the current input touched, for `:auto`.
    private(set) var touched: [RxObjectID] = []
    /// The same lanes as a set, so touching is not a search of the list (100,000 subscriptions
    /// in one input).
    private var touchedIDs: Set<RxObjectID> = []
    /// The source of the input running now (captions come from it).
    private var currentSource = ""
    /// For a subscription: the named observables it was made through (not its direct source),
    /// and when, so that a row appears when one of them reports what it sent.
    private var throughObservables: [RxObjectID: (observables: [RxObjectID], time: Int)] = [:]
    /// Subscriptions made by the running input, with their source and what it was made from,
    /// whose source's owner is looked up once the input has run (the interpreter is busy while
    /// it runs).
    private var newSubscriptions: [(subscription: RxObjectID, sources: [RxObjectID])] = []
    private weak var interpreter: Interpreter?

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
            track.isNamedByLearner = true
        }
        if track.isObservable, track.caption == nil {
            track.caption = object.sourceText ?? InputCaption.expression(assignedTo: name, in: currentSource)
            track.lineage = object.lineage
        }
        track.isHeldByVariable = true
        touch(track.id)
    }

    func interpreter(_ interpreter: Interpreter, didSubscribe subscription: RxObjectID, to source: RxObjectInfo) {
        let track = track(id: subscription, objectKind: .subscription, typeName: "Disposable", kind: .subscription)
        track.sourceID = source.id
        track.lane.subscribed(at: clock())
        self.interpreter = interpreter
        newSubscriptions.append((subscription, [source.id] + source.lineage))
        touch(subscription)
        if let direct = tracks[source.id], direct.isObservable {
            _ = delivery(from: direct, to: subscription, subscribedAt: clock())
        }
        let through = source.lineage.filter { tracks[$0]?.isObservable == true }
        if !through.isEmpty { throughObservables[subscription] = (through, clock()) }
    }

    func interpreter(_ interpreter: Interpreter, didDispose disposable: RxObjectID) {
        guard let track = tracks[disposable], track.isSubscription, !track.isDisposed else { return }
        track.isDisposed = true
        if !track.isTerminated { track.lane.disposed(at: clock()) }
        touch(disposable)
        for source in tracks.values where source.isObservable {
            guard let delivery = source.delivery(to: disposable), !delivery.isTerminated else { continue }
            delivery.lane.disposed(at: clock())
            delivery.isTerminated = true
        }
    }

    func interpreter(_ interpreter: Interpreter, object: RxObjectID, didEmit event: RxEventRecord) {
        guard let track = tracks[object], !track.isStopped else { return }
        append(event, to: track)
        if track.kind.isSubjectOrRelay && event.kind != .next { track.isStopped = true }
        if track.isSubscription {
            if event.kind != .next { track.isTerminated = true }
            // A named observable shows what it sends to each subscriber.
            if let sourceID = track.sourceID, let source = tracks[sourceID], source.isObservable {
                deliver(Self.entryKind(event), from: source, to: object)
            }
        }
    }

    /// An observable the learner named passed an event on towards `subscription`, made through
    /// it (the hook the interpreter calls for each observable of a subscription's chain).
    func interpreter(
        _ interpreter: Interpreter, observable: RxObjectID, didDeliver event: RxEventRecord,
        toSubscription subscription: RxObjectID
    ) {
        observableDelivered(Self.entryKind(event), from: observable, to: subscription)
    }

    /// Records what `observable` sent towards `subscription`, unless the subscription was made
    /// on it directly (its own events tell that already).
    func observableDelivered(_ kind: TimelineEntry.Kind, from observable: RxObjectID, to subscription: RxObjectID) {
        guard let source = tracks[observable], source.isObservable,
              tracks[subscription]?.sourceID != observable
        else { return }
        deliver(kind, from: source, to: subscription)
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
        findSourceOwners()
    }

    /// Notes which learner object holds the source of each subscription the input made, in one
    /// visit of the live objects (none when the learner made no class instances).
    private func findSourceOwners() {
        guard !newSubscriptions.isEmpty else { return }
        let made = newSubscriptions
        newSubscriptions = []
        guard let interpreter else { return }
        // Asked once the input has run, so the objects are not changing under the search.
        let instances = interpreter.liveObjects
        guard !instances.isEmpty else { return }
        var wanted = Set(made.flatMap(\.sources))
        var found: [RxObjectID: (ClassInstance, String)] = [:]
        for instance in instances where !wanted.isEmpty {
            for (field, value) in zip(instance.classType.fields, instance.fields) {
                var held: AnyObject?
                if case .object(let object) = value { held = object }
                if case .optional(.object(let object)?) = value { held = object }
                guard let id = (held as? RxObject)?.id, wanted.contains(id) else { continue }
                found[id] = (instance, field.name)
                wanted.remove(id)
            }
        }
        guard !found.isEmpty else { return }
        for (subscription, sources) in made {
            guard let track = tracks[subscription], let owner = sources.lazy.compactMap({ found[$0] }).first else { continue }
            track.sourceOwner = SourceOwner(className: owner.0.classType.name, property: owner.1, instance: owner.0)
        }
    }

    /// Forgets which lanes the last input touched; `source` is the input about to run.
    func startInput(_ source: String = "") {
        touched.removeAll()
        touchedIDs.removeAll()
        currentSource = source
    }

    /// The named lanes, in creation order.
    var namedTracks: [Track] {
        order.compactMap { tracks[$0] }.filter { $0.name != nil }
    }

    /// The name of the bag with id `id`, if it is held by a variable.
    func bagName(_ id: RxObjectID) -> String? { bagNames[id] }

    /// The timeline of `names` (every named lane when empty), with lanes named for display: a
    /// named observable shows what it sent, one row per subscription (`doubled>seen`) when it
    /// had several.
    func timeline(lanes names: [String] = [], only ids: [RxObjectID]? = nil) -> Timeline {
        let selected = namedTracks.filter { track in
            guard let name = track.name else { return false }
            if !names.isEmpty && !names.contains(name) { return false }
            if let ids, !ids.contains(track.id) { return false }
            return true
        }
        let drawn = Set(selected.map(\.id))
        var lanes: [Timeline.Lane] = []
        for track in selected {
            // A caption goes between an operator's input and output: only with its input drawn.
            let showsCaption = !drawn.isDisjoint(with: track.lineage)
            lanes += self.lanes(of: track, named: track.name ?? "", caption: showsCaption ? track.caption : nil)
        }
        if !names.isEmpty {
            func rank(_ lane: Timeline.Lane) -> Int {
                names.firstIndex { lane.name == $0 || lane.name.hasPrefix($0 + ">") } ?? 0
            }
            lanes = lanes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
                .map(\.element)
        }
        return Timeline(lanes: lanes)
    }

    private func lanes(of track: Track, named name: String, caption: String?) -> [Timeline.Lane] {
        var lane = track.lane.snapshot
        lane.name = name
        lane.caption = caption
        lane.isAnonymous = track.isSubscription && !track.isNamedByLearner
        let rows = track.deliveries.filter { !$0.lane.snapshot.entries.isEmpty }
        if rows.count == 1, let row = rows.first {
            // One subscriber: the lane reads as the observable's output, from its creation.
            lane.entries = row.lane.snapshot.entries.filter {
                if case .subscribed = $0.kind { return false }
                if case .disposed = $0.kind { return false }
                return true
            }
            lane.droppedCount = row.lane.droppedCount
            return [lane]
        }
        if rows.count > 1 {
            return rows.enumerated().map { index, row in
                var rowLane = row.lane.snapshot
                rowLane.name = name + ">" + (tracks[row.subscription]?.name ?? "?")
                rowLane.caption = index == 0 ? caption : nil
                return rowLane
            }
        }
        return [lane]
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
        track.lane.append(Self.entryKind(event), at: clock())
        touch(track.id)
    }

    private static func entryKind(_ event: RxEventRecord) -> TimelineEntry.Kind {
        switch event.kind {
        case .next: return .next(TimelineValue(event.text, isString: event.isString))
        case .error: return .error(event.text)
        case .completed: return .completed
        }
    }

    /// The row of `source` for `subscription`, made now if it is new (marked subscribed at
    /// `subscribedAt`).
    private func delivery(from source: Track, to subscription: RxObjectID, subscribedAt: Int) -> Delivery {
        if let existing = source.delivery(to: subscription) { return existing }
        let lane = recorder.lane(named: "\(source.id)>\(subscription)", kind: .subscription)
        lane.subscribed(at: subscribedAt)
        let delivery = Delivery(subscription: subscription, lane: lane)
        source.deliveries.append(delivery)
        return delivery
    }

    private func deliver(_ kind: TimelineEntry.Kind, from source: Track, to subscription: RxObjectID) {
        let subscribedAt = throughObservables[subscription]?.time ?? clock()
        let row = delivery(from: source, to: subscription, subscribedAt: subscribedAt)
        guard !row.isTerminated else { return }
        row.lane.append(kind, at: clock())
        if case .next = kind {} else { row.isTerminated = true }
        touch(source.id)
    }

    private func touch(_ id: RxObjectID) {
        if touchedIDs.insert(id).inserted { touched.append(id) }
    }
}

/// Finds the expression a variable is given in an input, for the caption of its lane.
enum InputCaption {
    /// The text after `let name =` (or `var`, or `name =`) up to the end of its statement, on
    /// one line; `nil` when the input does not assign `name`.
    static func expression(assignedTo name: String, in source: String) -> String? {
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let patterns = [
            "(?:^|[;{\\s])(?:let|var)\\s+\(escaped)\\s*(?::[^=\\n]+)?=(?!=)",
            "(?:^|[;\\n])\\s*\(escaped)\\s*=(?!=)",
        ]
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern),
                  let match = regex.firstMatch(in: source, range: NSRange(source.startIndex..., in: source)),
                  let range = Range(match.range, in: source)
            else { continue }
            let text = statement(from: source[range.upperBound...])
            return text.isEmpty ? nil : text
        }
        return nil
    }

    /// The statement that starts `text`: up to a `;` or line end outside brackets and strings,
    /// a line that starts with `.` continuing it; whitespace runs become one space.
    private static func statement(from text: Substring) -> String {
        var result = ""
        var depth = 0
        var inString = false
        var escaping = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaping { escaping = false } else if character == "\\" { escaping = true } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                case ";" where depth <= 0: return tidy(result)
                case "/" where text[index...].hasPrefix("//") && depth <= 0:
                    guard let newline = text[index...].firstIndex(of: "\n") else { return tidy(result) }
                    index = newline
                    continue
                case "\n" where depth <= 0:
                    let rest = text[text.index(after: index)...].drop { $0 == " " || $0 == "\t" }
                    guard rest.hasPrefix(".") else { return tidy(result) }
                    index = rest.startIndex
                    continue
                default: break
                }
                if depth < 0 { return tidy(result) }
            }
            result.append(character)
            index = text.index(after: index)
        }
        return tidy(result)
    }

    private static func tidy(_ text: String) -> String {
        text.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
    }
}
