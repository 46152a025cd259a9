import TextWidth

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
        let texts = session.texts
        if !arguments.isEmpty { return usageError(texts.takesNoArguments(":subs"), texts) }
        let report = session.subscriptionReport
        if report.rows.isEmpty { return SessionReply(output: texts.noSubscriptions + "\n") }
        var text = Table.render(report.rows)
        for cycle in report.cycles {
            let owner = cycle.owner.split(separator: ".").first.map(String.init) ?? cycle.owner
            let names = cycle.subscriptions.joined(separator: ", ")
            let words = texts.retainCycle(names, owner: owner, bag: cycle.owner, count: cycle.subscriptions.count)
            text += words.head + "\n"
            for line in report.cycleLines[cycle.owner] ?? [] { text += "  \(texts.captureLine(line.line, line.text))\n" }
            text += words.explanation + "\n"
        }
        text += report.orphans.joined()
        if !report.leaks.isEmpty { text += texts.neverDisposed(report.leaks) + "\n" }
        return SessionReply(output: text)
    }
}

extension SubsCommand {
    /// The warning for a live subscription whose source, held in `className.property`, lost its
    /// owner.
    static func outlived(
        _ name: String, className: String, property: String, holder: String, texts: SessionTexts
    ) -> String {
        texts.outlived(name, source: "\(className).\(property)", className: className, holder: holder)
    }

    /// The warning for a live inner subscription `name` (`sub2 › flatMapFirst inner`) whose
    /// source, held in `className.property`, lost its owner: what `operatorName` does meanwhile.
    static func innerOutlived(
        _ name: String, operatorName: String, className: String, property: String, texts: SessionTexts
    ) -> String {
        texts.innerOutlived(
            name, source: "\(className).\(property)", className: className, operatorName: operatorName)
    }
}

/// Left-aligned columns separated by two spaces.
enum Table {
    static func render(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TerminalWidth.of(cell)) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - TerminalWidth.of(cell))
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
