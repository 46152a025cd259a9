/// An SVG picture of a timeline and where its slots lie, which a page that plays the picture
/// frame by frame needs (`HTMLRenderer`).
struct SVGDrawing {
    /// The frames of one column of the picture.
    struct Slot {
        /// The frame drawn in the column.
        let frame: Int
        /// The center of the column's first marble.
        let x: Int
        /// How much wider the column is for a group of entries.
        let width: Int
    }

    /// The SVG document.
    let text: String
    /// The picture's width.
    let width: Int
    /// The slots, in time order.
    let slots: [Slot]

    /// Where the current-time line stands at `frame`: on a slot's first marble, or between two
    /// slots as far as the frame lies between their frames.
    func cursor(at frame: Int) -> Int {
        guard let next = slots.firstIndex(where: { $0.frame >= frame }) else {
            guard let last = slots.last else { return 0 }
            return last.x + last.width + SVGRenderer.radius + 4
        }
        let slot = slots[next]
        guard slot.frame > frame, next > 0 else { return slot.x }
        let previous = slots[next - 1]
        let from = previous.x + previous.width
        return from + (slot.x - from) * (frame - previous.frame) / (slot.frame - previous.frame)
    }

    /// How far the lanes' lines show at `frame`: past the cursor's marbles, not yet to the next
    /// slot's.
    func revealedWidth(at frame: Int) -> Int {
        let slot = slots.first { $0.frame == frame }
        return cursor(at: frame) + (slot?.width ?? 0) + SVGRenderer.radius + 4
    }
}

extension TimelineGrid.Row {
    /// The frame from which the lane shows: where it starts, or nil when it runs from before
    /// the picture (its older entries dropped).
    func firstFrame(_ grid: TimelineGrid) -> Int? {
        guard lane.droppedCount == 0 else { return nil }
        return (startSlot ?? cells.first?.slot).map { grid.frames[$0] }
    }
}

extension SVGRenderer {
    /// The frame at which each legend line first applies: a long value's key when the value
    /// first shows (the lines `SVGLabels` writes, in its order: by lane, then by time), then an
    /// error's line at the error.
    func legendFrames(_ grid: TimelineGrid, labels: SVGLabels) -> [Int?] {
        var keyed: [TimelineValue] = []
        var firstFrames: [TimelineValue: Int] = [:]
        var errorFrames: [Int?] = []
        for row in grid.rows {
            for cell in row.cells {
                let frame = grid.frames[cell.slot]
                for entry in row.entries[cell.range] {
                    switch entry.kind {
                    case .next(let value):
                        if firstFrames[value] == nil, labels.label(of: value) != value.text { keyed.append(value) }
                        firstFrames[value] = min(frame, firstFrames[value] ?? frame)
                    case .error: errorFrames.append(frame)
                    default: break
                    }
                }
            }
        }
        return keyed.map { firstFrames[$0] } + errorFrames
    }
}
