import TextWidth

/// Draws a `Timeline` as an SVG picture in the style of RxMarbles: one horizontal line per lane
/// with an arrow while it runs, circles for values, a bar for completion, a cross for an error,
/// a triangle for subscribing, a dashed bar for disposing, time ticks and lane names, and under
/// them a key of the symbols the picture uses.
///
/// A short value is written in its marble; a longer one gets a letter, spelled out in the legend
/// under the lanes, with errors. Entries of one frame stand side by side. A lane's caption (the
/// operator that made it, `s.map { $0 * 2 }`) is drawn in a box above it, between its input and
/// its output. Subscriptions no variable holds (`sub1`) are folded into a note unless
/// `showsAnonymousLanes`. Marbles have the colors the terminal gives their values; the fonts
/// named cover emoji and CJK.
public struct SVGRenderer: Sendable {
    /// Virtual time units per frame.
    public var ticksPerFrame: Int
    /// The most empty frames drawn at full length before a run is shortened.
    public var maxGap: Int
    /// The widest value written inside its marble, in terminal columns (an emoji is two).
    public var maxLabelWidth: Int
    /// Whether lanes with made-up names (unnamed subscriptions) are drawn.
    public var showsAnonymousLanes: Bool

    /// A renderer with the given time scale and limits.
    public init(ticksPerFrame: Int = 1, maxGap: Int = 5, maxLabelWidth: Int = 3, showsAnonymousLanes: Bool = false) {
        self.ticksPerFrame = ticksPerFrame
        self.maxGap = max(1, maxGap)
        self.maxLabelWidth = max(1, maxLabelWidth)
        self.showsAnonymousLanes = showsAnonymousLanes
    }

    static let laneHeight = 60
    static let captionHeight = 30
    static let rulerHeight = 36
    static let legendLineHeight = 20
    static let radius = 15
    static let groupStep = 2 * radius + 4
    static let frameStep = 14
    static let slotStep = 40
    /// Pixels per terminal column of the 13-pixel monospaced text.
    static let columnWidth = 8

    /// The SVG document of `timeline`.
    public func render(_ timeline: Timeline) -> String {
        drawing(timeline, forPlayback: false).text
    }

    /// The picture of `timeline` and where its slots lie; `forPlayback` tags what happens at a
    /// frame with it, for a page that reveals the picture frame by frame (`HTMLRenderer`).
    func drawing(_ timeline: Timeline, forPlayback: Bool) -> SVGDrawing {
        let shown = timeline.lanes.filter { showsAnonymousLanes || !$0.isAnonymous }
        let folded = timeline.lanes.count - shown.count
        let grid = TimelineGrid(Timeline(lanes: shown), ticksPerFrame: ticksPerFrame)
        let nameWidth = 24 + Self.columnWidth * (grid.rows.map { TerminalWidth.of($0.lane.name) }.max() ?? 0)
        var notes: [String] = []
        if folded > 0 {
            notes.append(
                "\(folded) subscription\(folded == 1 ? "" : "s") no variable holds not drawn (--all draws them)")
        }
        guard !grid.frames.isEmpty else {
            let text = emptyDocument(nameWidth: nameWidth, notes: notes, forPlayback: forPlayback)
            return SVGDrawing(text: text, width: nameWidth + 320, slots: [])
        }
        let labels = SVGLabels(grid: grid, maxLabelWidth: maxLabelWidth)
        let groupWidths = groupWidths(grid)
        let xs = slotPositions(grid, groupWidths: groupWidths, left: nameWidth + 24)
        let legend = labels.legendLines + errorLines(grid) + notes.map { (text: $0, color: String?.none) }
        let legendFrames = legendFrames(grid, labels: labels) + notes.map { _ in Int?.none }
        let lanesRight = (xs.last ?? 0) + (groupWidths.last ?? 0) + 56
        let legendRight =
            24 + Self.columnWidth
            * (legend.map { min(SVGOutput.maxTextColumns, TerminalWidth.of($0.text)) + 3 }.max() ?? 0)
        let captionRight =
            nameWidth + 36 + Self.columnWidth
            * (grid.rows.compactMap { $0.lane.caption.map { min(SVGOutput.maxTextColumns, TerminalWidth.of($0)) } }
                .max() ?? 0)
        let key = SVGSymbolKey(grid: grid, maxGap: maxGap)
        let width = max(lanesRight, legendRight, captionRight, key.right + 16)
        let ys = laneCenters(grid)
        let lanesBottom = (ys.last ?? Self.rulerHeight) + Self.laneHeight / 2 + 8
        let legendBottom = lanesBottom + legend.count * Self.legendLineHeight + (legend.isEmpty ? 0 : 8)
        let height = legendBottom + SVGSymbolKey.height
        var out = SVGOutput(
            capacity: 512 + grid.rows.reduce(0) { $0 + $1.entries.count } * 128, tagsFrames: forPlayback)
        out.header(width: width, height: height)
        drawRuler(grid, xs: xs, bottom: lanesBottom, into: &out)
        for (index, row) in grid.rows.enumerated() {
            out.beginFrame(row.firstFrame(grid))
            if let caption = row.lane.caption {
                out.caption(
                    caption, left: nameWidth, right: width - 16,
                    y: ys[index] - Self.laneHeight / 2 - Self.captionHeight + 4)
            }
            out.laneName(row.lane.name, y: ys[index])
            out.endFrame(row.firstFrame(grid))
            drawLane(row, frames: grid.frames, y: ys[index], xs: xs, right: lanesRight - 16, labels: labels, into: &out)
        }
        out.cursor(bottom: lanesBottom)
        for (index, line) in legend.enumerated() {
            out.beginFrame(legendFrames[index])
            out.legendLine(line.text, color: line.color, y: lanesBottom + 14 + index * Self.legendLineHeight)
            out.endFrame(legendFrames[index])
        }
        key.draw(y: legendBottom + SVGSymbolKey.height / 2, into: &out)
        out.append("</svg>\n")
        let slots = grid.frames.indices.map {
            SVGDrawing.Slot(frame: grid.frames[$0], x: xs[$0], width: groupWidths[$0])
        }
        return SVGDrawing(text: out.text, width: width, slots: slots)
    }

    /// The y of each lane's line: below the ruler, with room for captions.
    private func laneCenters(_ grid: TimelineGrid) -> [Int] {
        var y = Self.rulerHeight
        return grid.rows.map { row in
            if row.lane.caption != nil { y += Self.captionHeight }
            defer { y += Self.laneHeight }
            return y + Self.laneHeight / 2
        }
    }

    private func emptyDocument(nameWidth: Int, notes: [String], forPlayback: Bool) -> String {
        var out = SVGOutput(capacity: 512, tagsFrames: forPlayback)
        out.header(width: nameWidth + 320, height: 48 + notes.count * Self.legendLineHeight)
        out.append("<text class=\"empty\" x=\"16\" y=\"30\">")
        out.escaped(TextRenderer.emptyMessage)
        out.append("</text>\n")
        for (index, note) in notes.enumerated() {
            out.legendLine(note, color: nil, y: 52 + index * Self.legendLineHeight)
        }
        out.append("</svg>\n")
        return out.text
    }

    private func errorLines(_ grid: TimelineGrid) -> [(text: String, color: String?)] {
        grid.rows.flatMap { row in
            row.entries.compactMap { entry -> (text: String, color: String?)? in
                guard case .error(let text) = entry.kind else { return nil }
                return ("# \(row.lane.name): \(text)", nil)
            }
        }
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

    private func drawRuler(_ grid: TimelineGrid, xs: [Int], bottom: Int, into out: inout SVGOutput) {
        var nextLabel = Int.min
        for (slot, x) in xs.enumerated() {
            out.tick(x: x, bottom: bottom - 4)
            if x >= nextLabel {
                out.label(x: x, text: String(grid.frames[slot] * grid.ticksPerFrame))
                nextLabel = x + 36
            }
            if slot + 1 < xs.count, grid.frames[slot + 1] - grid.frames[slot] - 1 > maxGap {
                out.gapBreak(x: (x + xs[slot + 1]) / 2, height: bottom)
            }
        }
    }

    private func drawLane(
        _ row: TimelineGrid.Row, frames: [Int], y: Int, xs: [Int], right: Int, labels: SVGLabels,
        into out: inout SVGOutput
    ) {
        out.beginTrack()
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
        out.endTrack()
        for cell in row.cells {
            out.beginFrame(frames[cell.slot])
            for (offset, entry) in row.entries[cell.range].enumerated() {
                drawEntry(entry, x: xs[cell.slot] + offset * Self.groupStep, y: y, labels: labels, into: &out)
            }
            out.endFrame(frames[cell.slot])
        }
    }

    private func drawEntry(_ entry: TimelineEntry, x: Int, y: Int, labels: SVGLabels, into out: inout SVGOutput) {
        switch entry.kind {
        case .next(let value):
            // An element carried on from another keeps that one's color.
            out.marble(
                x: x, y: y, color: ValueColors.hex(of: entry.colorKey ?? value.text), label: labels.label(of: value),
                title: value.text + (entry.isReplayed ? " (replayed)" : "")
                    + (entry.isOffMainQueue ? " (off the main queue)" : ""),
                replayed: entry.isReplayed)
        case .completed: out.completion(x: x, y: y)
        case .error(let text): out.error(x: x, y: y, text: text)
        case .subscribed: out.subscription(x: x, y: y)
        case .disposed: out.disposal(x: x, y: y)
        }
    }
}

/// What each value's marble says: the value when it is short, else a letter that the legend
/// spells out.
struct SVGLabels {
    private var keys: [TimelineValue: String] = [:]
    /// `a = "Ada Lovelace"` lines, with the color of the value.
    private(set) var legendLines: [(text: String, color: String?)] = []

    init(grid: TimelineGrid, maxLabelWidth: Int) {
        var singleLetters: Set<UInt8> = []
        for row in grid.rows {
            for case .next(let value) in row.entries.map(\.kind) where value.text.utf8.count == 1 {
                singleLetters.insert(value.text.utf8[value.text.utf8.startIndex])
            }
        }
        var letters = LegendKeys(avoiding: singleLetters)
        for row in grid.rows {
            for case .next(let value) in row.entries.map(\.kind) where keys[value] == nil {
                if Self.fitsInMarble(value.text, maxWidth: maxLabelWidth) {
                    keys[value] = value.text
                } else {
                    let key = letters.next()
                    keys[value] = key
                    legendLines.append(
                        (
                            "\(key) = \(value.isString ? value.swiftLiteral : value.text)",
                            ValueColors.hex(of: value.text)
                        ))
                }
            }
        }
    }

    func label(of value: TimelineValue) -> String {
        keys[value] ?? value.text
    }

    private static func fitsInMarble(_ text: String, maxWidth: Int) -> Bool {
        !text.isEmpty && TerminalWidth.of(text) <= maxWidth
            && !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 }
    }
}
