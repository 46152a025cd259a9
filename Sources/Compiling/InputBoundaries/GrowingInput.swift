/// An input read a line at a time (the prompt's, a pipe's, a script's statement) that says after
/// each line whether it is whole, as `InputCompleteness` decides, in time linear in its length.
///
/// Asking `InputCompleteness` of the text so far at every line re-read all of it each time:
/// a 20,000-clause `if … else if …` chain (40,000 lines) kept rxplay busy for 18 minutes. Here
/// the characters are scanned once, as lines come (`LexicalScan.addLine`), and the parser reads
/// the text again only while what it has read for this input stays within a budget: a small one
/// (`freeBytes`) for any line, which keeps a typed input's answers exact (a mistake inside an
/// open brace shows at once), and one that grows with the input (`bytesPerByte`) at lines where
/// it may end (`LexicalScan.mayEnd`). Past the budget a line where it may not end waits for the
/// next one, and one where it may waits until the budget has grown: a long input then ends at a
/// later place where it may, taking the statements between as one input, as a paste does.
package struct GrowingInput {
    /// What the parser may read for any line of an input: 4 KB, which a typed input of a dozen
    /// lines or more, read again at every line, stays within (each parse also costs a few
    /// milliseconds of its own in a debug build).
    package static let freeBytes = 4_096
    /// What the parser may read for each byte of the input, at lines where it may end.
    package static let bytesPerByte = 3

    /// The lines so far, joined by line breaks.
    package private(set) var text = ""
    /// The scan of `text`.
    package private(set) var scan = LexicalScan()
    /// Whether no line was added.
    package private(set) var isEmpty = true
    /// The bytes the parser has read for this input.
    private var parsed = 0

    /// An input with no line yet.
    package init() {}

    /// Adds `line`; returns whether the input is whole now.
    package mutating func add(_ line: String) -> Bool {
        if !isEmpty { text += "\n" }
        text += line
        isEmpty = false
        scan.addLine(line)
        if let answer = InputCompleteness.lexicalAnswer(scan) { return answer }
        let length = scan.length
        let budget = Self.freeBytes + (scan.mayEnd ? Self.bytesPerByte * length : 0)
        guard parsed + length <= budget else { return false }
        parsed += length
        return InputCompleteness.grammarAnswer(text, scan: scan)
    }
}
