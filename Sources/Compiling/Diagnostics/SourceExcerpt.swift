import TextWidth

/// Lines of a text with messages hung under the columns they point at, in the layout of
/// swiftc's own diagnostics (swift-syntax's formatter): a numbered gutter, `:` where lines are
/// skipped, and under a line its messages from the rightmost column to the leftmost, a `|` kept
/// in every column that still has a message below.
///
/// ```
/// 1 | let z: Int = 3
///   | `- note: change 'let' to 'var' to make it mutable
/// 2 | z = 4
///   | `- error: cannot assign to value: 'z' is a 'let' constant
/// ```
struct SourceExcerpt {
    /// How much around the marked lines is shown, and how columns and the gutter are counted.
    enum Layout {
        /// As swiftc prints a file: two lines of context, the gutter as wide as the file's last
        /// line number, columns counted in characters.
        case file
        /// As the prompt shows an input: the marked lines only, indented by a space, the gutter as
        /// wide as the largest number shown, columns counted in terminal cells (an emoji takes two).
        case prompt
    }

    /// A message at a line and a UTF-8 column of the text.
    struct Mark {
        let line: Int
        let column: Int
        let label: String
    }

    let text: String
    let layout: Layout

    /// The excerpt with `marks`, in their order within a column; empty when none is on a line
    /// of the text.
    func render(_ marks: [Mark]) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        let marked = marks.filter { $0.line >= 1 && $0.line <= lines.count }
        guard !marked.isEmpty else { return "" }
        let context = layout == .file ? 2 : 0
        var shown = Set<Int>()
        for mark in marked {
            for line in max(1, mark.line - context)...min(lines.count, mark.line + context) { shown.insert(line) }
        }
        let largest = layout == .file ? lines.count : (shown.max() ?? 1)
        let width = String(largest).count
        let indent = layout == .file ? "" : " "
        var result = ""
        var previous: Int?
        for number in shown.sorted() {
            if let previous, number > previous + 1 {
                result += indent + String(repeating: " ", count: width) + " :\n"
            }
            previous = number
            let line = lines[number - 1]
            let label = String(number)
            result += indent + String(repeating: " ", count: width - label.count) + label + " | " + line + "\n"
            result += messages(
                under: line, marks: marked.filter { $0.line == number },
                gutter: indent + String(repeating: " ", count: width) + " |")
        }
        return result
    }

    private func messages(under line: String, marks: [Mark], gutter: String) -> String {
        guard !marks.isEmpty else { return "" }
        let cells = marks.map { cell(ofColumn: $0.column, in: line) }
        let occupied = Set(cells)
        var result = ""
        for cell in occupied.sorted(by: >) {
            let here = zip(marks, cells).filter { $0.1 == cell }.map(\.0)
            let lead = gutter + String((0..<cell).map { occupied.contains($0) ? "|" : " " })
            for (index, mark) in here.enumerated() {
                result += lead + (index == here.count - 1 ? "`- " : "|- ") + mark.label + "\n"
            }
        }
        return result
    }

    /// The 1-based cell of a UTF-8 column: swiftc counts characters; the prompt counts terminal
    /// cells, so the mark stands under what it points at.
    private func cell(ofColumn column: Int, in line: String) -> Int {
        let prefix = String(decoding: Array(line.utf8).prefix(max(0, column - 1)), as: UTF8.self)
        switch layout {
        case .file: return prefix.count + 1
        case .prompt: return TerminalWidth.of(prefix) + 1
        }
    }
}
