/// Where each slot of a text timeline goes: its width (the widest cell in it) and the columns
/// of the empty frames after it.
struct TextLayout {
    let slotWidths: [Int]
    /// Empty frames between slot `i` and the next.
    let gapFrames: [Int]
    /// The column where each slot begins when everything is drawn.
    let starts: [Int]
    /// Columns of the whole body, with one trailing column for lanes still running.
    let total: Int
    let maxGap: Int

    init(grid: TimelineGrid, cells: [[TextCell]], maxGap: Int) {
        self.maxGap = maxGap
        var widths = [Int](repeating: 0, count: grid.frames.count)
        for (row, rowCells) in zip(grid.rows, cells) {
            for (cell, text) in zip(row.cells, rowCells) where text.width > widths[cell.slot] {
                widths[cell.slot] = text.width
            }
        }
        var gaps = [Int](repeating: 0, count: grid.frames.count)
        var starts = [Int](repeating: 0, count: grid.frames.count)
        var column = 0
        for index in grid.frames.indices {
            starts[index] = column
            column += widths[index]
            if index + 1 < grid.frames.count {
                gaps[index] = grid.frames[index + 1] - grid.frames[index] - 1
                column += Self.columns(ofGap: gaps[index], maxGap: maxGap)
            }
        }
        slotWidths = widths
        gapFrames = gaps
        self.starts = starts
        total = column + 1
    }

    /// Columns drawn for `frames` empty frames: one each plus a separator, or a shortened run.
    static func columns(ofGap frames: Int, maxGap: Int) -> Int {
        frames < maxGap ? frames + 1 : maxGap + 1
    }

    func gapColumns(after slot: Int) -> Int {
        slot + 1 < slotWidths.count ? Self.columns(ofGap: gapFrames[slot], maxGap: maxGap) : 0
    }

    func isShortened(after slot: Int) -> Bool {
        slot + 1 < slotWidths.count && gapFrames[slot] >= maxGap
    }

    /// The first slot drawn when at most `available` columns fit, and whether a cut is marked
    /// (one column) before it.
    func firstVisibleSlot(available: Int?, hasDropped: Bool) -> (slot: Int, cut: Bool) {
        guard let available else { return (0, hasDropped) }
        if total + (hasDropped ? 1 : 0) <= available { return (0, hasDropped) }
        for slot in 1..<max(1, starts.count) where total - starts[slot] + 1 <= available {
            return (slot, true)
        }
        return (max(0, starts.count - 1), starts.count > 1 || hasDropped)
    }
}
