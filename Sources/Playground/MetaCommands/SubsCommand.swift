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
        """

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        if !arguments.isEmpty { return usageError(":subs takes no arguments") }
        let timeline = session.timeline
        let subscriptions = timeline.namedTracks.filter(\.isSubscription)
        if subscriptions.isEmpty { return SessionReply(output: "no subscriptions yet\n") }
        var rows: [[String]] = []
        var leaks: [String] = []
        for track in subscriptions {
            guard let name = track.name else { continue }
            let source = track.sourceID.flatMap { timeline.tracks[$0]?.name } ?? "(unnamed)"
            let state: String
            if track.isDisposed { state = "disposed" } else if track.isTerminated { state = "ended" } else { state = "live" }
            var holder = "-"
            if let bag = track.bagID { holder = "bag " + (timeline.bagName(bag) ?? "(unnamed)") }
            rows.append([name, "← " + source, state, holder])
            if track.isLive && track.bagID == nil && !track.isHeldByVariable {
                leaks.append(name)
            }
        }
        var text = Table.render(rows)
        if !leaks.isEmpty {
            text += "never disposed: \(leaks.joined(separator: ", ")): no variable or bag holds "
            text += leaks.count == 1 ? "it" : "them"
            text += ", so only the source ending can release "
            text += leaks.count == 1 ? "it\n" : "them\n"
        }
        return SessionReply(output: text)
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
