/// Draws the ruler, the lanes and the legend of a laid-out text timeline, from `firstSlot` on.
struct TextLaneDrawer {
    let grid: TimelineGrid
    /// `cells[row][k]` is the cell of `grid.rows[row].cells[firstCells[row] + k]`.
    let cells: [[TextCell]]
    let firstCells: [Int]
    let layout: TextLayout
    let style: TextStyle
    let palette: TextPalette
    let firstSlot: Int
    let cut: Bool
    /// Runs of 0 to 63 line characters and spaces.
    private let lineRuns: [String]
    private let spaceRuns: [String]
    private static let chunk = 64

    init(
        grid: TimelineGrid, cells: [[TextCell]], firstCells: [Int], layout: TextLayout, style: TextStyle,
        palette: TextPalette, firstSlot: Int, cut: Bool
    ) {
        self.grid = grid
        self.cells = cells
        self.firstCells = firstCells
        self.layout = layout
        self.style = style
        self.palette = palette
        self.firstSlot = firstSlot
        self.cut = cut
        lineRuns = (0...Self.chunk).map { String(repeating: style.line, count: $0) }
        spaceRuns = (0...Self.chunk).map { String(repeating: " ", count: $0) }
    }

    /// The body column of layout column `column`.
    private func bodyColumn(_ column: Int) -> Int {
        (cut ? 1 : 0) + column - layout.starts[firstSlot]
    }

    /// The body column of the frame of `time`, if it is a drawn slot.
    func column(ofTime time: Int) -> Int? {
        let ticks = grid.ticksPerFrame
        let frame = time >= 0 ? time / ticks : -((-time + ticks - 1) / ticks)
        guard let slot = grid.frames.firstIndex(of: frame), slot >= firstSlot else { return nil }
        return bodyColumn(layout.starts[slot])
    }

    /// Time labels over the slots with something in them, where they fit.
    func ruler() -> String {
        var output = ""
        var used = 0
        for slot in firstSlot..<grid.frames.count where layout.slotWidths[slot] > 0 {
            let column = bodyColumn(layout.starts[slot])
            guard column >= used else { continue }
            let label = String(grid.frames[slot] * grid.ticksPerFrame)
            append(spaces: column - used, to: &output)
            output += palette.paint(label, palette.dim)
            output += " "
            used = column + label.utf8.count + 1
        }
        return output
    }

    /// The line of lane `index`: runs of line or blank between its cells.
    func lane(_ index: Int) -> String {
        let row = grid.rows[index]
        let rowCells = cells[index]
        var output = ""
        if cut {
            let hidden = firstCells[index] > 0 || row.lane.droppedCount > 0 || (row.startSlot ?? .max) < firstSlot
            output += hidden ? palette.paint(style.cut, palette.dim) : " "
        }
        var alive = row.isAlive(before: firstSlot)
        var column = layout.starts[firstSlot]
        if let startSlot = row.startSlot, startSlot >= firstSlot {
            fill(from: column, to: layout.starts[startSlot], alive: false, into: &output)
            column = layout.starts[startSlot]
            alive = true
        }
        for (offset, text) in rowCells.enumerated() {
            let cellIndex = firstCells[index] + offset
            let cellColumn = layout.starts[row.cells[cellIndex].slot]
            fill(from: column, to: cellColumn, alive: alive, into: &output)
            output += text.text
            column = cellColumn + text.width
            alive = row.aliveAfter[cellIndex]
        }
        if alive {
            fill(from: column, to: layout.end, alive: true, into: &output)
            output += style.line
        }
        return output
    }

    /// Line (with `┄` where a run of empty frames is shortened) or blank from `start` to `end`.
    private func fill(from start: Int, to end: Int, alive: Bool, into output: inout String) {
        guard end > start else { return }
        guard alive else { return append(spaces: end - start, to: &output) }
        var column = start
        var index = firstBreak(atOrAfter: start)
        while index < layout.breakColumns.count, layout.breakColumns[index] < end {
            let breakColumn = layout.breakColumns[index]
            append(lines: breakColumn - column, to: &output)
            output += palette.paint(style.gapBreak, palette.dim)
            column = breakColumn + 1
            index += 1
        }
        append(lines: end - column, to: &output)
    }

    private func firstBreak(atOrAfter column: Int) -> Int {
        var low = 0
        var high = layout.breakColumns.count
        while low < high {
            let middle = (low + high) / 2
            if layout.breakColumns[middle] < column { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func append(lines count: Int, to output: inout String) {
        append(count, from: lineRuns, to: &output)
    }

    private func append(spaces count: Int, to output: inout String) {
        append(count, from: spaceRuns, to: &output)
    }

    private func append(_ count: Int, from runs: [String], to output: inout String) {
        var left = count
        while left >= Self.chunk {
            output += runs[Self.chunk]
            left -= Self.chunk
        }
        if left > 0 { output += runs[left] }
    }

    /// Legend lines for the keys and errors drawn.
    func legend(_ entries: [(key: String, text: String, color: String)]) -> [String] {
        var errors: [String] = []
        for (row, rowCells) in zip(grid.rows, cells) {
            for text in rowCells {
                if let error = text.errorText {
                    errors.append(
                        "\(palette.paint("#", palette.error)) \(row.lane.name): \(error.replacingControlCharacters())")
                }
            }
        }
        let values = entries.map {
            "\(palette.paint($0.key, palette.value($0.color))) = \($0.text.replacingControlCharacters())"
        }
        return values + errors
    }
}
