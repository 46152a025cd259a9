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

          An operator that subscribes to the sequences its closure returns (flatMap, flatMapFirst,
          flatMapLatest, concatMap, merge) lists each such subscription while it is live, after the
          subscription it belongs to (sub2 › flatMapFirst inner). If that sequence's owner is gone,
          the sequence can no longer end, and the operator waits for it for good.
        """

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(":subs takes no arguments") }
        let report = session.subscriptionReport
        if report.rows.isEmpty { return SessionReply(output: "no subscriptions yet\n") }
        var text = Table.render(report.rows)
        for cycle in report.cycles {
            let owner = cycle.owner.split(separator: ".").first.map(String.init) ?? cycle.owner
            let names = cycle.subscriptions.joined(separator: ", ")
            let one = cycle.subscriptions.count == 1
            text += "retain cycle: \(names) kept alive by a closure that captures self strongly\n"
            for line in report.cycleLines[cycle.owner] ?? [] { text += "  \(line)\n" }
            text += "  no variable holds the \(owner) any more; its bag \(cycle.owner) holds \(names), whose\n"
            text += "  closure\(one ? "" : "s") hold\(one ? "s" : "") the \(owner). [weak self] in the closure breaks the cycle.\n"
        }
        text += report.orphans.joined()
        let leaks = report.leaks
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
    /// The warning for a live subscription whose source, held in `className.property`, lost its
    /// owner.
    static func outlived(_ name: String, className: String, property: String, holder: String) -> String {
        let source = "\(className).\(property)"
        let freed = holder == "-" ? "only disposing it frees it" : "only disposing it, or its \(holder), frees it"
        return "outlived its source: \(name) listens to \(source), and that \(className) is gone:\n"
            + "  nothing can send to it any more, so \(name) never ends; \(freed)\n"
    }
}

extension SubsCommand {
    /// The warning for a live inner subscription `name` (`sub2 › flatMapFirst inner`) whose
    /// source, held in `className.property`, lost its owner: what `operatorName` does meanwhile.
    static func innerOutlived(_ name: String, operatorName: String, className: String, property: String) -> String {
        "outlived its source: \(name) listens to \(className).\(property), and that \(className) is gone:\n"
            + "  it waits for a sequence that can no longer end: \(waiting(operatorName))\n"
    }

    /// What `operatorName` does while one of its inner sequences never ends.
    private static func waiting(_ operatorName: String) -> String {
        switch operatorName {
        case "flatMapFirst": return "flatMapFirst ignores new elements until it completes"
        case "concatMap": return "concatMap queues new elements until it completes"
        case "concat": return "concat cannot go on to its next sequence until it completes"
        case "flatMapLatest", "switchLatest": return "\(operatorName) completes only after a new element replaces it"
        default: return "\(operatorName) cannot complete until it does"
        }
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
