import Foundation

/// The compiler's messages fitted to a terminal (`SessionOptions.wrapsDiagnostics`): a message
/// line wider than the terminal wraps at spaces, its later lines start under the message's first
/// word with the excerpt's gutter (`|`) drawn beside them. The words stay the compiler's; source
/// lines and anything that is not a message line stay as they are.
enum DiagnosticFit {
    private static let tags = ["error: ", "warning: ", "note: ", "remark: "]

    /// `text` with its wide message lines wrapped to `width`.
    static func fit(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { piece -> String in
            let line = String(piece)
            guard ProseWrap.columns(line) > width, let (lead, tag) = messageStart(line) else { return line }
            let message = String(line.dropFirst(lead.count + tag.count))
            var rest = continuation(lead) + String(repeating: " ", count: tag.count)
            if ProseWrap.columns(rest) > width / 2 {
                // Too deep to leave room for words: go on four columns past the gutter.
                rest = (lead.firstIndex(of: "|").map { String(lead[...$0]) } ?? "") + "    "
            }
            let firstWord = message.split(separator: " ").first.map(String.init) ?? ""
            if ProseWrap.columns(lead + tag + firstWord) > width {
                // Not even the first word fits beside the tag: the message starts below it.
                let head = lead + tag.trimmingCharacters(in: .whitespaces)
                let body = ProseWrap.wrap(message, width: width, firstPrefix: rest, restPrefix: rest)
                return ([head] + body).joined(separator: "\n")
            }
            return ProseWrap.wrap(message, width: width, firstPrefix: lead + tag, restPrefix: rest)
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Where a message starts in `line`: what comes before its tag (a `file:line:column: `
    /// location, or an excerpt's gutter and branch) and the tag; nil for any other line.
    static func messageStart(_ line: String) -> (lead: String, tag: String)? {
        for tag in tags {
            guard let range = line.range(of: tag) else { continue }
            let lead = String(line[..<range.lowerBound])
            let isGutter = lead.allSatisfy { " |`-".contains($0) }
            let isLocation = lead.range(of: #":[0-9]+(:[0-9]+)?: $"#, options: .regularExpression) != nil
            if isGutter || isLocation { return (lead, tag) }
        }
        return nil
    }

    /// The gutter to draw beside a message's later lines: a location becomes nothing; in an
    /// excerpt, the bars stay, a branch that ends (`` `- ``) becomes blank and one with more
    /// below (`|-`) keeps its bar.
    private static func continuation(_ lead: String) -> String {
        guard lead.allSatisfy({ " |`-".contains($0) }) else { return "" }
        return String(lead.map { $0 == "|" ? "|" : " " })
    }
}
