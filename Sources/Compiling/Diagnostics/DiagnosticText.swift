/// How every compiler message looks: Swift's own style, on the learner's lines, notes in the
/// excerpt beside the line they point at, fix-its after the words of the message that suggests
/// them (`[insert 'try ']`, `[replace 'let' with 'var']`, `[remove 'as! Int']`).
///
/// At the prompt, without a file header and only the lines the messages point at:
///
/// ```
/// error: call can throw but is not marked with 'try'
///  1 | let a = f()
///    |         |- error: call can throw but is not marked with 'try'
///    |         |- note: did you mean to use 'try'? [insert 'try ']
/// ```
///
/// For a file, what swiftc prints for it (`rxplay run`, `:load`, a playground's pages and
/// sources): a `FILE:LINE:COLUMN:` header, two lines of context, a blank line between messages,
/// and the documentation pages of the groups named at the end.
public enum DiagnosticText {
    /// The text of `diagnostics` at the prompt, each followed by its notes.
    public static func render(_ diagnostics: [LearnerDiagnostic]) -> String {
        diagnostics.map { diagnostic in
            blocks(of: diagnostic).map { block in
                let header = "\(label(block.first, fixIts: false))\n"
                guard let text = block.first.place?.text else { return header }
                return header + SourceExcerpt(text: text, layout: .prompt).render(block.members.map(mark))
            }.joined()
        }.joined()
    }

    /// The text swiftc prints for `diagnostics` of files, with fix-its.
    public static func renderFile(_ diagnostics: [LearnerDiagnostic]) -> String {
        var text = diagnostics.map { diagnostic in
            blocks(of: diagnostic).map { block in
                guard let place = block.first.place else { return "\(label(block.first, fixIts: false))\n" }
                let header =
                    "\(place.file ?? "<unknown>"):\(place.line):\(place.column): \(label(block.first, fixIts: false))\n"
                return header + SourceExcerpt(text: place.text, layout: .file).render(block.members.map(mark))
            }.joined(separator: "\n")
        }.joined(separator: "\n")
        let pages = Set(diagnostics.flatMap { [$0] + $0.notes }.compactMap(\.category))
            .compactMap { category in category.documentationURL.map { (category.name, $0) } }
            .sorted { $0.0.lowercased() < $1.0.lowercased() }
        if !pages.isEmpty {
            text += "\n" + pages.map { "[#\($0.0)]: <\($0.1)>\n" }.joined()
        }
        return text
    }

    /// A message and the notes that share its text, headed by the first of them that is not a
    /// note (as swiftc heads an excerpt).
    private struct Block {
        var members: [LearnerDiagnostic]
        var first: LearnerDiagnostic { members.first { $0.severity != .note } ?? members[0] }
    }

    /// The diagnostic and its notes cut by the text they point into, in the order each text is
    /// first named; a message with no place is a block of its own.
    private static func blocks(of diagnostic: LearnerDiagnostic) -> [Block] {
        var blocks: [Block] = []
        for member in [diagnostic.with(notes: [])] + diagnostic.notes {
            if let place = member.place,
                let index = blocks.firstIndex(where: {
                    $0.members[0].place?.text == place.text && $0.members[0].place?.file == place.file
                })
            {
                blocks[index].members.append(member)
            } else {
                blocks.append(Block(members: [member]))
            }
        }
        return blocks
    }

    private static func mark(_ diagnostic: LearnerDiagnostic) -> SourceExcerpt.Mark {
        SourceExcerpt.Mark(
            line: diagnostic.place?.line ?? 0, column: diagnostic.place?.column ?? 0,
            label: label(diagnostic, fixIts: true))
    }

    /// `error: words [#group]`, then the fix-its described.
    private static func label(_ diagnostic: LearnerDiagnostic, fixIts: Bool) -> String {
        var text = "\(diagnostic.severity.rawValue): \(diagnostic.message)"
        if let category = diagnostic.category { text += " [#\(category.name)]" }
        if fixIts, let place = diagnostic.place, let described = FixItText.describe(diagnostic.fixIts, in: place.text) {
            text += " " + described
        }
        return text
    }
}
