extension Timeline {
    /// The part of the timeline from `start` to `end` (both included; `nil` leaves that side
    /// open). A lane still running at `start` begins there; a lane with nothing in the window
    /// and not running through it is left out.
    ///
    /// ```swift
    /// timeline.window(from: 20, to: 50)   // what `:marbles --from 2s --to 5s` draws
    /// ```
    public func window(from start: Int?, to end: Int?) -> Timeline {
        let low = start ?? .min
        let high = end ?? .max
        var result = self
        result.lanes = lanes.compactMap { lane in
            var alive = (lane.start ?? .max) < low || lane.droppedCount > 0
            for entry in lane.entries where entry.time < low {
                switch entry.kind {
                case .next, .subscribed: alive = true
                case .completed, .error, .disposed: alive = false
                }
            }
            var clipped = lane
            clipped.entries = lane.entries.filter { $0.time >= low && $0.time <= high }
            if lane.entries.contains(where: { $0.time < low }) || (lane.start ?? .max) < low {
                clipped.droppedCount = 0
                clipped.start = alive && low <= high ? low : nil
            }
            if let laneStart = clipped.start, laneStart > high { clipped.start = nil }
            if clipped.entries.isEmpty && clipped.start == nil { return nil }
            return clipped
        }
        return result
    }

    /// The last `count` instants at which anything happened (entries and lane starts).
    public func lastInstants(_ count: Int) -> Timeline {
        var instants = Set<Int>()
        for lane in lanes {
            if let start = lane.start { instants.insert(start) }
            for entry in lane.entries { instants.insert(entry.time) }
        }
        let sorted = instants.sorted()
        guard count > 0, sorted.count > count else { return count > 0 ? self : Timeline() }
        return window(from: sorted[sorted.count - count], to: nil)
    }
}
