import TextWidth

/// A command's details (`:help :COMMAND`) fitted to the terminal. A block (lines between blank
/// lines) that fits is shown as written. In one that does not, a paragraph's lines are joined
/// and wrapped again at its indent, and an option's row (`--svg F   write …`, with any lines
/// under it) is wrapped with its later lines under its description.
enum HelpDetailsFit {
    static func fit(_ details: String, width: Int) -> String {
        var blocks: [[String]] = [[]]
        for line in details.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                blocks.append([line])
                blocks.append([])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks.filter { !$0.isEmpty }.map { block -> String in
            let isBlank = block.count == 1 && block[0].trimmingCharacters(in: .whitespaces).isEmpty
            if isBlank || block.allSatisfy({ TerminalWidth.of($0) <= width }) {
                return block.joined(separator: "\n")
            }
            return rewrapped(block, width: width).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    private static func isOption(_ line: String) -> Bool {
        line.drop { $0 == " " }.hasPrefix("-")
    }

    /// The lines of `block` as logical lines (a paragraph's lines joined, an option's row with
    /// the lines under it), each wrapped to `width`.
    private static func rewrapped(_ block: [String], width: Int) -> [String] {
        let column = descriptionColumn(block)
        var logical: [(first: String, rest: String)] = []
        for line in block {
            let body = line.trimmingCharacters(in: .whitespaces)
            if let last = logical.last, !isOption(line),
                isOption(last.first) ? indent(line) > indent(last.first) : indent(line) == indent(last.first)
            {
                logical[logical.count - 1].rest += " " + body
                continue
            }
            if isOption(line), let column, line.count > column {
                let cut = line.index(line.startIndex, offsetBy: column)
                logical.append((String(line[..<cut]), String(line[cut...]).trimmingCharacters(in: .whitespaces)))
            } else {
                logical.append((String(repeating: " ", count: indent(line)), body))
            }
        }
        return logical.flatMap { line in
            ProseWrap.wrap(
                line.rest, width: width, firstPrefix: line.first,
                restPrefix: String(repeating: " ", count: TerminalWidth.of(line.first)))
        }
    }

    /// Where the options' descriptions start: the column most option rows start theirs at, after
    /// two spaces.
    private static func descriptionColumn(_ block: [String]) -> Int? {
        var counts: [Int: Int] = [:]
        for line in block where isOption(line) {
            let characters = Array(line)
            for index in (indent(line) + 2)..<characters.count
            where characters[index] != " " && characters[index - 1] == " " && characters[index - 2] == " " {
                counts[index, default: 0] += 1
                break
            }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
}
