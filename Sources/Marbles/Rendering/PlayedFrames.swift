extension Timeline {
    /// The most empty frames a playback plays at full length after something happens.
    public static let longestPlayedPause = 10

    /// The frames a playback shows, as `:play` and the `--html` page play them: the first, each
    /// one where something happens, and up to `longestPause` empty frames after each. Found from
    /// the entries, not by visiting every frame of the range: after `:wait 60m` the range holds
    /// 36,000 frames, nearly all skipped.
    ///
    /// ```swift
    /// Timeline(lanes: [.init(name: "s", entries: [.next(1, "a"), .next(30, "b")])]).playedFrames(longestPause: 2)
    /// // [1, 2, 3, 30]
    /// ```
    public func playedFrames(longestPause: Int = longestPlayedPause) -> [Int] {
        guard let range = timeRange else { return [] }
        var changes: Set<Int> = [range.lowerBound]
        for lane in lanes {
            if let start = lane.start { changes.insert(start) }
            for entry in lane.entries { changes.insert(entry.time) }
        }
        var frames: [Int] = []
        for change in changes.sorted() where range.contains(change) {
            let from = max(change, (frames.last ?? Int.min) + 1)
            let to = min(range.upperBound, change + longestPause)
            if from <= to { frames += Array(from...to) }
        }
        return frames
    }
}
