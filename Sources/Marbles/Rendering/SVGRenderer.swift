/// Draws a `Timeline` as an SVG picture in the style of RxMarbles: one horizontal line per lane
/// with an arrow while it runs, labelled circles for values, a bar for completion, a cross for an
/// error, a triangle for subscribing, a dashed bar for disposing, time ticks and lane names.
///
/// The picture grows with the number of lanes and frames; it is plain XML with its text escaped.
public struct SVGRenderer: Sendable {
    /// Virtual time units per frame.
    public var ticksPerFrame: Int
    /// The most empty frames drawn at full length before a run is shortened.
    public var maxGap: Int
    /// The most characters of a value drawn inside its circle; longer ones are cut (and the full
    /// text is the circle's tooltip).
    public var maxLabelLength: Int

    /// A renderer with the given time scale and limits.
    public init(ticksPerFrame: Int = 1, maxGap: Int = 5, maxLabelLength: Int = 3) {
        self.ticksPerFrame = ticksPerFrame
        self.maxGap = max(1, maxGap)
        self.maxLabelLength = max(1, maxLabelLength)
    }

    static let laneHeight = 60
    static let rulerHeight = 36
    static let radius = 15
    static let groupStep = 22
    static let frameStep = 14
    static let slotStep = 40
    static let colors = ["#f9c74f", "#90be6d", "#8ecae6", "#f4a261", "#b5a8f0", "#f28ab2", "#7bdff2", "#e9c46a"]

    /// The SVG document of `timeline`.
    public func render(_ timeline: Timeline) -> String {
        let grid = TimelineGrid(timeline, ticksPerFrame: ticksPerFrame)
        let nameWidth = 24 + 8 * min(24, grid.rows.map { $0.lane.name.count }.max() ?? 0)
        guard !grid.frames.isEmpty else { return emptyDocument(lanes: grid.rows.count, nameWidth: nameWidth) }
        let groupWidths = groupWidths(grid)
        let xs = slotPositions(grid, groupWidths: groupWidths, left: nameWidth + 24)
        let width = (xs.last ?? 0) + (groupWidths.last ?? 0) + 56
        let height = Self.rulerHeight + grid.rows.count * Self.laneHeight + 8
        var out = SVGOutput(capacity: 256 + grid.rows.reduce(0) { $0 + $1.entries.count } * 96)
        out.header(width: width, height: height)
        drawRuler(grid, xs: xs, height: height, into: &out)
        for (index, row) in grid.rows.enumerated() {
            let y = Self.rulerHeight + index * Self.laneHeight + Self.laneHeight / 2
            drawLane(row, y: y, xs: xs, right: width - 16, into: &out)
        }
        out.append("</svg>\n")
        return out.text
    }

    private func emptyDocument(lanes: Int, nameWidth: Int) -> String {
        var out = SVGOutput(capacity: 512)
        out.header(width: nameWidth + 320, height: 48)
        out.append("<text class=\"empty\" x=\"16\" y=\"30\">")
        out.escaped(TextRenderer.emptyMessage)
        out.append("</text>\n</svg>\n")
        return out.text
    }

    /// The x of each slot: a fixed step, more for empty frames (up to `maxGap`) and for groups.
    private func slotPositions(_ grid: TimelineGrid, groupWidths: [Int], left: Int) -> [Int] {
        var xs: [Int] = []
        xs.reserveCapacity(grid.frames.count)
        var x = left
        for slot in grid.frames.indices {
            if slot > 0 {
                let gap = grid.frames[slot] - grid.frames[slot - 1] - 1
                x += groupWidths[slot - 1] + Self.slotStep + Self.frameStep * min(gap, maxGap)
            }
            xs.append(x)
        }
        return xs
    }

    /// The extra width of each slot for the largest group of entries in it.
    private func groupWidths(_ grid: TimelineGrid) -> [Int] {
        var widths = [Int](repeating: 0, count: grid.frames.count)
        for row in grid.rows {
            for cell in row.cells where cell.range.count > 1 {
                widths[cell.slot] = max(widths[cell.slot], (cell.range.count - 1) * Self.groupStep)
            }
        }
        return widths
    }

    private func drawRuler(_ grid: TimelineGrid, xs: [Int], height: Int, into out: inout SVGOutput) {
        var nextLabel = Int.min
        for (slot, x) in xs.enumerated() {
            out.tick(x: x, bottom: height - 4)
            if x >= nextLabel {
                out.label(x: x, text: String(grid.frames[slot] * grid.ticksPerFrame))
                nextLabel = x + 36
            }
            if slot + 1 < xs.count, grid.frames[slot + 1] - grid.frames[slot] - 1 > maxGap {
                out.gapBreak(x: (x + xs[slot + 1]) / 2, height: height)
            }
        }
    }

    private func drawLane(_ row: TimelineGrid.Row, y: Int, xs: [Int], right: Int, into out: inout SVGOutput) {
        out.laneName(row.lane.name, y: y)
        var segmentStart: Int? = row.lane.droppedCount > 0 ? xs[0] - 20 : row.startSlot.map { xs[$0] }
        for (index, cell) in row.cells.enumerated() {
            let x = xs[cell.slot]
            if segmentStart == nil { segmentStart = x }
            if !row.aliveAfter[index], let start = segmentStart {
                out.axis(from: start, to: x + (cell.range.count - 1) * Self.groupStep, y: y, arrow: false)
                segmentStart = nil
            }
        }
        if let start = segmentStart { out.axis(from: start, to: right, y: y, arrow: true) }
        for cell in row.cells {
            for (offset, entry) in row.entries[cell.range].enumerated() {
                drawEntry(entry, x: xs[cell.slot] + offset * Self.groupStep, y: y, into: &out)
            }
        }
    }

    private func drawEntry(_ entry: TimelineEntry, x: Int, y: Int, into out: inout SVGOutput) {
        switch entry.kind {
        case .next(let value):
            let color = Self.colors[Int(SVGOutput.stableHash(value.text) % UInt32(Self.colors.count))]
            let label = value.text.count > maxLabelLength
                ? String(value.text.prefix(maxLabelLength - 1)) + "…" : value.text
            out.marble(x: x, y: y, color: color, label: label, title: label == value.text ? nil : value.text)
        case .completed: out.completion(x: x, y: y)
        case .error(let text): out.error(x: x, y: y, text: text)
        case .subscribed: out.subscription(x: x, y: y)
        case .disposed: out.disposal(x: x, y: y)
        }
    }
}
