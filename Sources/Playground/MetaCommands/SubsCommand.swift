import Interpreter
import RxLibrary

/// `:subs`: the subscriptions, what holds them, and which can never be disposed.
enum SubsCommand: MetaCommand {
    static let name = "subs"
    static let usage = ":subs"
    static let summary = "subscriptions: live or ended, which bag holds them, which leak"
    static let details = """
          A live subscription that no bag holds and no variable can dispose stays alive until its
          source ends: if the source never completes, that is a leak.

          A live subscription in a bag owned by an object no variable holds any more is kept
          alive by a retain cycle: its closure captures `self` strongly, `self` owns the bag, and
          the bag holds the subscription. `[weak self]` in the closure breaks it.

          A live subscription whose source belonged to an object that is gone (a screen's
          private subject, the screen popped) outlived it: nothing can send to that source any
          more, so the subscription never ends; complete the subject before its owner goes.
        """

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        if !arguments.isEmpty { return usageError(":subs takes no arguments") }
        let timeline = session.timeline
        let subscriptions = timeline.namedTracks.filter(\.isSubscription)
        if subscriptions.isEmpty { return SessionReply(output: "no subscriptions yet\n") }
        var rows: [[String]] = []
        var leaks: [String] = []
        // Bags owned by learner objects, and the objects only a cycle keeps alive.
        var owners: [RxObjectID: BagOwner] = [:]
        var cycles: [(owner: String, subscriptions: [String])] = []
        var orphans: [String] = []
        for track in subscriptions {
            guard let name = track.name else { continue }
            let source = track.sourceID.flatMap { timeline.tracks[$0]?.name } ?? "(unnamed)"
            let state: String
            if track.isDisposed { state = "disposed" } else if track.isTerminated { state = "ended" } else { state = "live" }
            var holder = "-"
            if let bag = track.bagID {
                if owners[bag] == nil { owners[bag] = BagOwner.find(bag, in: session.interpreter) }
                let owned = owners[bag].map { "\($0.className).\($0.property)" }
                holder = "bag " + (timeline.bagName(bag) ?? owned ?? "(unnamed)")
                if track.isLive, let owner = owners[bag], owner.isKeptOnlyByACycle {
                    let label = "\(owner.className).\(owner.property)"
                    if let index = cycles.firstIndex(where: { $0.owner == label }) {
                        cycles[index].subscriptions.append(name)
                    } else {
                        cycles.append((label, [name]))
                    }
                }
            }
            rows.append([name, "← " + source, state, holder])
            if track.isLive, let owner = track.sourceOwner, owner.isReleased {
                orphans.append(Self.outlived(name, owner: owner, holder: holder))
            }
            if track.isLive && track.bagID == nil && !track.isHeldByVariable {
                leaks.append(name)
            }
        }
        var text = Table.render(rows)
        for cycle in cycles {
            let owner = cycle.owner.split(separator: ".").first.map(String.init) ?? cycle.owner
            let names = cycle.subscriptions.joined(separator: ", ")
            let one = cycle.subscriptions.count == 1
            text += "retain cycle: \(names) kept alive by a closure that captures self strongly\n"
            text += "  no variable holds the \(owner) any more; its bag \(cycle.owner) holds \(names), whose\n"
            text += "  closure\(one ? "" : "s") hold\(one ? "s" : "") the \(owner). [weak self] in the closure breaks the cycle.\n"
        }
        text += orphans.joined()
        if !leaks.isEmpty {
            text += "never disposed: \(leaks.joined(separator: ", ")): no variable or bag holds "
            text += leaks.count == 1 ? "it" : "them"
            text += ", so only the source ending can release "
            text += leaks.count == 1 ? "it\n" : "them\n"
        }
        return SessionReply(output: text)
    }
}

extension SubsCommand {
    /// The warning for a live subscription whose source's owner was released.
    static func outlived(_ name: String, owner: SessionTimeline.SourceOwner, holder: String) -> String {
        let source = "\(owner.className).\(owner.property)"
        let freed = holder == "-" ? "only disposing it frees it" : "only disposing it, or its \(holder), frees it"
        return "outlived its source: \(name) listens to \(source), and that \(owner.className) is gone:\n"
            + "  nothing can send to it any more, so \(name) never ends; \(freed)\n"
    }
}

/// Left-aligned columns separated by two spaces.
enum Table {
    static func render(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}

/// The learner object whose stored property holds a dispose bag, and whether only a cycle
/// through the engine keeps it alive (no top-level variable reaches it).
struct BagOwner {
    let className: String
    let property: String
    let isKeptOnlyByACycle: Bool

    static func find(_ bag: RxObjectID, in interpreter: Interpreter) -> BagOwner? {
        guard let (instance, property) = interpreter.owner(ofLibraryObjectWhere: { ($0 as? RxObject)?.id == bag }) else {
            return nil
        }
        return BagOwner(className: instance.classType.name, property: property,
                        isKeptOnlyByACycle: !interpreter.isReachableFromTopLevel(instance))
    }
}
