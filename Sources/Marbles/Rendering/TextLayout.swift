/// Where each slot of a text timeline goes: its width (the widest cell in it) and the columns
/// of the empty frames after it.
struct TextLayout {
    let slotWidths: [Int]
    /// Empty frames between slot `i` and the next.
    let gapFrames: [Int]
    /// The column where each slot begins when everything is drawn.
    let starts: [Int]
    /// The column after the last slot.
    let end: Int
    let maxGap: Int
    /// The column of the `┄` of each shortened run of empty frames, ascending.
    let breakColumns: [Int]

    /// A layout of the cells drawn, `cells[row][k]` being the cell of `grid.rows[row].cells[firstCells[row] + k]`.
    /// With `columnsPerFrame`, time is drawn to scale: every frame, empty or not, takes that
    /// many columns and no run of empty frames is shortened.
    init(grid: TimelineGrid, cells: [[TextCell]], firstCells: [Int], maxGap: Int, columnsPerFrame: Int? = nil) {
        self.maxGap = maxGap
        var widths = [Int](repeating: columnsPerFrame ?? 0, count: grid.frames.count)
        for (index, row) in grid.rows.enumerated() {
            for (offset, text) in cells[index].enumerated() {
                let slot = row.cells[firstCells[index] + offset].slot
                if text.width > widths[slot] { widths[slot] = text.width }
            }
        }
        for slot in grid.markedSlots where widths[slot] == 0 { widths[slot] = 1 }
        var gaps = [Int](repeating: 0, count: grid.frames.count)
        var starts = [Int](repeating: 0, count: grid.frames.count)
        var breaks: [Int] = []
        var column = 0
        for index in grid.frames.indices {
            starts[index] = column
            column += widths[index]
            if index + 1 < grid.frames.count {
                let gap = grid.frames[index + 1] - grid.frames[index] - 1
                gaps[index] = gap
                if let columnsPerFrame {
                    column += gap * columnsPerFrame
                } else {
                    if gap >= maxGap { breaks.append(column + maxGap / 2) }
                    column += Self.columns(ofGap: gap, maxGap: maxGap)
                }
            }
        }
        slotWidths = widths
        gapFrames = gaps
        self.starts = starts
        breakColumns = breaks
        end = column
    }

    /// Columns drawn for `frames` empty frames: one each plus a separator, or a shortened run.
    static func columns(ofGap frames: Int, maxGap: Int) -> Int {
        frames < maxGap ? frames + 1 : maxGap + 1
    }

    /// The first slot drawn, from `lowest` on, when at most `available` columns fit (one of
    /// them for the cut mark, and one for lanes still running), and whether a cut is marked.
    func firstVisibleSlot(available: Int?, hasDropped: Bool, lowest: Int) -> (slot: Int, cut: Bool) {
        let total = end + 1
        guard let available else { return (lowest, hasDropped || lowest > 0) }
        if lowest == 0, total + (hasDropped ? 1 : 0) <= available { return (0, hasDropped) }
        for slot in max(1, lowest)..<max(1, starts.count) where total - starts[slot] + 1 <= available {
            return (slot, true)
        }
        return (max(lowest, starts.count - 1), starts.count > 1 || hasDropped)
    }

    /// A slot from which about `available` columns are drawn, measured from the end with
    /// estimated cell widths, so that cells before it need not be built.
    static func estimatedFirstSlot(
        grid: TimelineGrid, available: Int, maxInlineWidth: Int, maxGap: Int
    ) -> Int {
        var pointers = grid.rows.map { $0.cells.count - 1 }
        var used = 2
        var slot = grid.frames.count - 1
        while slot >= 0 {
            var width = 0
            for (index, row) in grid.rows.enumerated() {
                while pointers[index] >= 0 && row.cells[pointers[index]].slot > slot { pointers[index] -= 1 }
                if pointers[index] >= 0, row.cells[pointers[index]].slot == slot {
                    let entries = row.entries[row.cells[pointers[index]].range]
                    width = max(width, TextCellBuilder.estimatedWidth(entries, maxInlineWidth: maxInlineWidth))
                }
            }
            if slot + 1 < grid.frames.count {
                width += columns(ofGap: grid.frames[slot + 1] - grid.frames[slot] - 1, maxGap: maxGap)
            }
            used += width
            // Keep a margin: estimates can be short by the width of longer legend keys.
            if used > available + 8 { return slot + 1 < grid.frames.count ? slot + 1 : slot }
            slot -= 1
        }
        return 0
    }
}
