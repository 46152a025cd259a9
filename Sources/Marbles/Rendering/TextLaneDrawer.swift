/// Draws the ruler, the lanes and the legend of a laid-out text timeline, from `firstSlot` on.
struct TextLaneDrawer {
    let grid: TimelineGrid
    let cells: [[TextCell]]
    let layout: TextLayout
    let style: TextStyle
    let palette: TextPalette
    let firstSlot: Int
    let cut: Bool
    private let lineRuns: [String]
    private let spaceRuns: [String]

    init(
        grid: TimelineGrid, cells: [[TextCell]], layout: TextLayout, style: TextStyle, palette: TextPalette,
        firstSlot: Int, cut: Bool
    ) {
        self.grid = grid
        self.cells = cells
        self.layout = layout
        self.style = style
        self.palette = palette
        self.firstSlot = firstSlot
        self.cut = cut
        let longest = max(layout.maxGap + 2, layout.slotWidths.max() ?? 0) + 1
        lineRuns = (0...longest).map { String(repeating: style.line, count: $0) }
        spaceRuns = (0...longest).map { String(repeating: " ", count: $0) }
    }

    /// The body column where `slot` begins.
    private func column(of slot: Int) -> Int {
        (cut ? 1 : 0) + layout.starts[slot] - layout.starts[firstSlot]
    }

    /// The body column of the frame of `time`, if it is a drawn slot.
    func column(ofTime time: Int) -> Int? {
        let ticks = grid.ticksPerFrame
        let frame = time >= 0 ? time / ticks : -((-time + ticks - 1) / ticks)
        guard let slot = grid.frames.firstIndex(of: frame), slot >= firstSlot else { return nil }
        return column(of: slot)
    }

    /// Time labels over the slots, where they fit.
    func ruler() -> String {
        var output = ""
        var used = 0
        for slot in firstSlot..<grid.frames.count {
            let column = column(of: slot)
            guard column >= used else { continue }
            let label = String(grid.frames[slot] * grid.ticksPerFrame)
            output += spaceRun(column - used) + palette.paint(label, palette.dim)
            used = column + label.utf8.count + 1
            output += " "
        }
        return output
    }

    /// The line of lane `index`.
    func lane(_ index: Int) -> String {
        let row = grid.rows[index]
        let rowCells = cells[index]
        var output = ""
        var cellIndex = row.cells.firstIndex { $0.slot >= firstSlot } ?? row.cells.count
        if cut {
            let hidden = cellIndex > 0 || row.lane.droppedCount > 0 || (row.startSlot ?? .max) < firstSlot
            output += hidden ? palette.paint(style.cut, palette.dim) : " "
        }
        var alive = row.isAlive(before: firstSlot)
        for slot in firstSlot..<grid.frames.count {
            if slot == row.startSlot { alive = true }
            let width = layout.slotWidths[slot]
            if cellIndex < row.cells.count, row.cells[cellIndex].slot == slot {
                let cell = rowCells[cellIndex]
                alive = row.aliveAfter[cellIndex]
                output += cell.text
                output += alive ? lineRun(width - cell.width) : spaceRun(width - cell.width)
                cellIndex += 1
            } else {
                output += alive ? lineRun(width) : spaceRun(width)
            }
            output += gap(after: slot, alive: alive)
        }
        if alive { output += style.line }
        return output
    }

    private func gap(after slot: Int, alive: Bool) -> String {
        let columns = layout.gapColumns(after: slot)
        if !alive || columns == 0 { return spaceRun(columns) }
        guard layout.isShortened(after: slot) else { return lineRun(columns) }
        let before = (columns - 1) / 2
        return lineRun(before) + palette.paint(style.gapBreak, palette.dim) + lineRun(columns - 1 - before)
    }

    /// Legend lines for the keys and errors drawn from `firstSlot` on.
    func legend(_ entries: [(key: String, text: String)]) -> [String] {
        var keys: Set<String> = []
        var errors: [String] = []
        for (row, rowCells) in zip(grid.rows, cells) {
            for (cell, text) in zip(row.cells, rowCells) where cell.slot >= firstSlot {
                keys.formUnion(text.keys)
                if let error = text.errorText {
                    errors.append("\(palette.paint("#", palette.error)) \(row.lane.name): \(error.replacingControlCharacters())")
                }
            }
        }
        let values = entries.filter { keys.contains($0.key) }.map {
            "\(palette.paint($0.key, palette.value)) = \($0.text.replacingControlCharacters())"
        }
        return values + errors
    }

    private func lineRun(_ count: Int) -> String {
        count < lineRuns.count ? lineRuns[max(0, count)] : String(repeating: style.line, count: count)
    }

    private func spaceRun(_ count: Int) -> String {
        count < spaceRuns.count ? spaceRuns[max(0, count)] : String(repeating: " ", count: count)
    }
}
