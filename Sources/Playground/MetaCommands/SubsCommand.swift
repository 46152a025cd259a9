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
        let width = session.options.width
        // The notes wrap to the terminal; the lines of code quoted in them stay whole.
        var text = Table.render(report.rows, width: width)
        for cycle in report.cycles {
            let owner = cycle.owner.split(separator: ".").first.map(String.init) ?? cycle.owner
            let names = cycle.subscriptions.joined(separator: ", ")
            let words = texts.retainCycle(names, owner: owner, bag: cycle.owner, count: cycle.subscriptions.count)
            text += LineFit.fit(words.head, width: width) + "\n"
            for line in report.cycleLines[cycle.owner] ?? [] { text += "  \(texts.captureLine(line.line, line.text))\n" }
            text += LineFit.fit(words.explanation, width: width) + "\n"
        }
        text += LineFit.fit(report.orphans.joined(), width: width)
        if !report.leaks.isEmpty { text += LineFit.fit(texts.neverDisposed(report.leaks), width: width) + "\n" }
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

/// Left-aligned columns separated by two spaces. A row whose cells would make the table wider
/// than the terminal (an inner subscription's long name and source) is left out of the columns
/// and written on its own, its cells two spaces apart, so the other rows still fit.
enum Table {
    static func render(_ rows: [[String]], width: Int = .max) -> String {
        var aligned = Array(rows.indices)
        while aligned.count > 1, tableWidth(aligned.map { rows[$0] }) > width {
            // Leave out the row whose absence narrows the table most; stop when none does.
            // Only a row holding a column's widest cell can narrow it.
            let current = tableWidth(aligned.map { rows[$0] })
            let widths = columnWidths(aligned.map { rows[$0] })
            let candidates = aligned.indices.filter { position in
                rows[aligned[position]].enumerated().contains { TerminalWidth.of($0.element) == widths[$0.offset] }
            }
            let narrowest = candidates.min { first, second in
                tableWidth(without(first, aligned, rows)) < tableWidth(without(second, aligned, rows))
            }
            guard let narrowest, tableWidth(without(narrowest, aligned, rows)) < current else { break }
            aligned.remove(at: narrowest)
        }
        let widths = columnWidths(aligned.map { rows[$0] })
        let kept = Set(aligned)
        let lines = rows.indices.map { index in
            let row = rows[index]
            guard kept.contains(index) else { return row.joined(separator: "  ") }
            return row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - TerminalWidth.of(cell))
            }.joined(separator: "  ")
        }
        // A row still too wide wraps.
        return LineFit.fit(lines.joined(separator: "\n"), width: width == .max ? nil : width) + "\n"
    }

    private static func columnWidths(_ rows: [[String]]) -> [Int] {
        var widths = Array(repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], TerminalWidth.of(cell)) }
        }
        return widths
    }

    /// The columns the widest row takes when `rows` are aligned.
    private static func tableWidth(_ rows: [[String]]) -> Int {
        let widths = columnWidths(rows)
        return rows.map { row in
            row.indices.map { $0 == row.count - 1 ? TerminalWidth.of(row[$0]) : widths[$0] }.reduce(0, +)
                + 2 * max(0, row.count - 1)
        }.max() ?? 0
    }

    private static func without(_ position: Int, _ aligned: [Int], _ rows: [[String]]) -> [[String]] {
        aligned.enumerated().filter { $0.offset != position }.map { rows[$0.element] }
    }
}
