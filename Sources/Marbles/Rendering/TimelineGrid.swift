/// A timeline cut into frames shared by all lanes: the distinct frames where anything happens
/// (slots), and per lane the entries falling in each slot. Renderers lay slots out in columns.
struct TimelineGrid {
    /// The entries of one lane in one slot: `entries[range]` of its row.
    struct Cell {
        let slot: Int
        let range: Range<Int>
    }

    /// One lane: its entries in time order, grouped into cells.
    struct Row {
        let lane: Timeline.Lane
        let entries: [TimelineEntry]
        let cells: [Cell]
        /// Whether the line is drawn after each cell.
        let aliveAfter: [Bool]
        /// The slot where the lane began, when it began before its first entry.
        let startSlot: Int?

        /// Whether the line is drawn just before slot `slot` (and before its cell).
        func isAlive(before slot: Int) -> Bool {
            var alive = lane.droppedCount > 0
            if let startSlot, startSlot < slot { alive = true }
            let first = firstCell(atOrAfter: slot)
            if first > 0 { alive = aliveAfter[first - 1] }
            return alive
        }

        /// The index of the first cell in `slot` or later (`cells.count` when none).
        func firstCell(atOrAfter slot: Int) -> Int {
            var low = 0
            var high = cells.count
            while low < high {
                let middle = (low + high) / 2
                if cells[middle].slot < slot { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The frame of each slot, ascending.
    let frames: [Int]
    let rows: [Row]
    let ticksPerFrame: Int
    /// Slots made for marked times (such as a pointer's), drawn even when empty.
    let markedSlots: Set<Int>

    /// The grid of `timeline`; the frames of `marks` are slots too.
    init(_ timeline: Timeline, ticksPerFrame: Int, marks: [Int] = []) {
        let ticks = max(1, ticksPerFrame)
        self.ticksPerFrame = ticks
        func frame(_ time: Int) -> Int { time >= 0 ? time / ticks : -((-time + ticks - 1) / ticks) }
        let sortedLanes = timeline.lanes.map { lane -> [TimelineEntry] in
            let entries = lane.entries
            if zip(entries, entries.dropFirst()).allSatisfy({ $0.time <= $1.time }) { return entries }
            return entries.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }
        var allFrames: [Int] = []
        for (lane, entries) in zip(timeline.lanes, sortedLanes) {
            var laneFrames: [Int] = []
            laneFrames.reserveCapacity(entries.count + 1)
            if let start = lane.drawnStart(first: entries.first) { laneFrames.append(frame(start)) }
            for entry in entries where laneFrames.last != frame(entry.time) { laneFrames.append(frame(entry.time)) }
            allFrames = Self.mergeUnique(allFrames, laneFrames)
        }
        let markedFrames = Set(marks.map(frame))
        if !allFrames.isEmpty { allFrames = Self.mergeUnique(allFrames, markedFrames.sorted()) }
        frames = allFrames
        markedSlots = Set(allFrames.indices.filter { markedFrames.contains(allFrames[$0]) })
        rows = zip(timeline.lanes, sortedLanes).map { lane, entries in
            Self.row(lane, entries: entries, frames: allFrames, frame: frame)
        }
    }

    private static func row(
        _ lane: Timeline.Lane, entries: [TimelineEntry], frames: [Int], frame: (Int) -> Int
    ) -> Row {
        var cells: [Cell] = []
        var aliveAfter: [Bool] = []
        var slot = 0
        var alive = lane.droppedCount > 0
        var startSlot: Int?
        if let start = lane.drawnStart(first: entries.first) {
            while frames[slot] < frame(start) { slot += 1 }
            startSlot = slot
            alive = true
        }
        var index = 0
        while index < entries.count {
            let cellFrame = frame(entries[index].time)
            let begin = index
            while index < entries.count && frame(entries[index].time) == cellFrame {
                switch entries[index].kind {
                case .next, .subscribed: alive = true
                case .completed, .error, .disposed: alive = false
                }
                index += 1
            }
            while frames[slot] < cellFrame { slot += 1 }
            cells.append(Cell(slot: slot, range: begin..<index))
            aliveAfter.append(alive)
        }
        return Row(lane: lane, entries: entries, cells: cells, aliveAfter: aliveAfter, startSlot: startSlot)
    }

    /// The sorted union of two ascending arrays without duplicates.
    static func mergeUnique(_ left: [Int], _ right: [Int]) -> [Int] {
        if left.isEmpty { return right }
        if right.isEmpty { return left }
        var result: [Int] = []
        result.reserveCapacity(max(left.count, right.count))
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            let next: Int
            if j >= right.count || (i < left.count && left[i] <= right[j]) {
                next = left[i]
                i += 1
            } else {
                next = right[j]
                j += 1
            }
            if result.last != next { result.append(next) }
        }
        return result
    }
}

extension Timeline.Lane {
    /// Where the line starts before the first entry: the lane's start, unless older entries
    /// were dropped (then the line comes from the cut).
    func drawnStart(first: TimelineEntry?) -> Int? {
        guard droppedCount == 0, let start, start < (first?.time ?? .max) else { return nil }
        return start
    }
}
