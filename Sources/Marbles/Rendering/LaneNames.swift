import TextWidth

/// The names drawn before a text timeline's lanes: whole when they fit the limit, otherwise
/// abbreviated (`aVeryLongLa…`, with a digit when two abbreviations meet) and spelled out in
/// the legend.
struct LaneNames {
    /// The name drawn for each lane.
    let shown: [String]
    /// `aVeryLongLa… = aVeryLongLaneName` for each abbreviation.
    let legend: [String]

    init(_ names: [String], limit: Int?, style: TextStyle) {
        guard let limit else {
            shown = names
            legend = []
            return
        }
        var shown: [String] = []
        var legend: [String] = []
        var used = Set(names.filter { TerminalWidth.of($0) <= limit })
        var abbreviations: [String: String] = [:]
        for name in names {
            if TerminalWidth.of(name) <= limit {
                shown.append(name)
                continue
            }
            if let known = abbreviations[name] {
                shown.append(known)
                continue
            }
            var abbreviation = TerminalWidth.prefix(name, fitting: limit - 1) + style.cut
            var number = 2
            while used.contains(abbreviation) {
                let suffix = style.cut + String(number)
                abbreviation = TerminalWidth.prefix(name, fitting: limit - TerminalWidth.of(suffix)) + suffix
                number += 1
            }
            used.insert(abbreviation)
            abbreviations[name] = abbreviation
            shown.append(abbreviation)
            legend.append("\(abbreviation) = \(name)")
        }
        self.shown = shown
        self.legend = legend
    }
}
