/// The key of a picture's symbols: one row under the lanes naming each symbol the picture uses
/// (a value's marble, completion's bar, an error's cross, a subscription's triangle, a disposal's
/// dashed bar, a shortened stretch of time), so a picture read away from the playground explains
/// itself.
struct SVGSymbolKey {
    enum Symbol: CaseIterable {
        case value, replayed, completed, error, subscribed, disposed, skipped

        var name: String {
            switch self {
            case .value: "value"
            case .replayed: "replayed on subscribing"
            case .completed: "completed"
            case .error: "error"
            case .subscribed: "subscribed"
            case .disposed: "disposed"
            case .skipped: "time skipped"
            }
        }
    }

    static let height = 34
    /// Room for a symbol before its name.
    static let glyphWidth = 26

    /// The symbols used, in a fixed order.
    let symbols: [Symbol]

    init(grid: TimelineGrid, maxGap: Int) {
        var used: Set<Symbol> = []
        for row in grid.rows {
            for entry in row.entries {
                switch entry.kind {
                case .next: used.insert(entry.isReplayed ? .replayed : .value)
                case .completed: used.insert(.completed)
                case .error: used.insert(.error)
                case .subscribed: used.insert(.subscribed)
                case .disposed: used.insert(.disposed)
                }
            }
        }
        if zip(grid.frames, grid.frames.dropFirst()).contains(where: { $1 - $0 - 1 > maxGap }) { used.insert(.skipped) }
        symbols = Symbol.allCases.filter(used.contains)
    }

    /// The right edge of the row drawn from x = 16.
    var right: Int {
        symbols.reduce(16) { $0 + Self.glyphWidth + SVGRenderer.columnWidth * $1.name.count + 18 }
    }

    /// Draws the row with its middle at `y`.
    func draw(y: Int, into out: inout SVGOutput) {
        guard !symbols.isEmpty else { return }
        var x = 16
        out.append("<g class=\"key\">")
        for symbol in symbols {
            let center = x + 10
            switch symbol {
            case .value:
                // Not of class "marble": it stands for values, it is none.
                out.append(
                    "<circle cx=\"\(center)\" cy=\"\(y)\" r=\"8\" fill=\"#ddd\" stroke=\"#333\" stroke-width=\"1.5\"/>")
            case .replayed:
                out.append(
                    "<circle class=\"replayed\" cx=\"\(center)\" cy=\"\(y)\" r=\"8\" fill=\"#ddd\" stroke=\"#333\" stroke-width=\"1.5\"/>"
                )
            case .completed:
                out.append("<line class=\"done\" x1=\"\(center)\" y1=\"\(y - 9)\" x2=\"\(center)\" y2=\"\(y + 9)\"/>")
            case .error:
                out.append("<path class=\"error\" d=\"M\(center - 7) \(y - 7)l14 14m0 -14l-14 14\"/>")
            case .subscribed:
                out.append("<path class=\"sub\" d=\"M\(center) \(y - 6)l-7 12h14z\"/>")
            case .disposed:
                out.append(
                    "<line class=\"dispose\" x1=\"\(center)\" y1=\"\(y - 9)\" x2=\"\(center)\" y2=\"\(y + 9)\"/>")
            case .skipped:
                out.append(
                    "<path class=\"break\" d=\"M\(center - 5) \(y + 8)L\(center + 1) \(y - 8)M\(center + 1) \(y + 8)L\(center + 7) \(y - 8)\"/>"
                )
            }
            out.append("<text class=\"legend\" x=\"\(x + Self.glyphWidth)\" y=\"\(y + 5)\">\(symbol.name)</text>")
            x += Self.glyphWidth + SVGRenderer.columnWidth * symbol.name.count + 18
        }
        out.append("</g>\n")
    }
}
