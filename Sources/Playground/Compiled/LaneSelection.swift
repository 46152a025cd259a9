import Marbles

/// Which lanes of the runner's timeline `:marbles NAME …` draws: a named observable's rows (`doubled>one`) answer to its name, lanes come in the
/// order asked, and an operator's caption shows only when a lane it was made from is drawn.
enum LaneSelection {
    /// The name `lane` answers to: a named observable's row `doubled>one` to `doubled`.
    static func name(of lane: Timeline.Lane) -> String {
        lane.name.split(separator: ">", maxSplits: 1).first.map(String.init) ?? lane.name
    }

    /// Every name the lanes answer to, once each, in order.
    static func names(in timeline: Timeline) -> [String] {
        var seen: Set<String> = []
        return timeline.lanes.map(name(of:)).filter { seen.insert($0).inserted }
    }

    /// The lanes answering to `names` (all of them when empty), in the order of `names`, each
    /// caption kept only below a drawn input.
    static func select(_ names: [String], from timeline: Timeline) -> Timeline {
        var lanes = timeline.lanes
        if !names.isEmpty {
            lanes = lanes.filter { names.contains(name(of: $0)) }
            let rank = { (lane: Timeline.Lane) in names.firstIndex(of: name(of: lane)) ?? 0 }
            lanes = lanes.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
                .map(\.element)
        }
        let drawn = Set(lanes.map(name(of:)))
        for index in lanes.indices where lanes[index].caption != nil {
            if drawn.isDisjoint(with: lanes[index].inputs) { lanes[index].caption = nil }
        }
        return Timeline(lanes: lanes)
    }
}
