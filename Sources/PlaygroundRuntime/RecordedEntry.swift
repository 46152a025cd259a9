import Marbles

/// One entry of a runtime lane as recorded: an `Int`, `Double`, `Bool` or `String` element is
/// kept as it came and described only when the timeline is read (its text cannot change
/// meanwhile), so recording an event of a busy lane costs no conversion to text; anything else is
/// described when it happens (a class's description may change later). Each keeps the
/// `OriginWord` it was recorded with.
enum RecordedEntry {
    /// An `Int` element, the commonest, kept unboxed.
    case int(time: Int, Int, origin: Int)
    case element(time: Int, Any, origin: Int)
    case described(TimelineEntry, origin: Int)

    /// The entry for an element that arrived at frame `time`.
    init(time: Int, element: Any, origin: Int) {
        // Comparing the dynamic type costs no cast (a failed cast, the old first step, cost more
        // than the rest of recording).
        let type = Swift.type(of: element)
        if type == Int.self || type == String.self || type == Double.self || type == Bool.self {
            self = .element(time: time, element, origin: origin)
        } else {
            self = .described(
                TimelineEntry(time: time, kind: .next(TimelineValue(describing: element))), origin: origin)
        }
    }

    /// An entry of no element (a stop, a subscription's start or end).
    static func described(_ entry: TimelineEntry) -> RecordedEntry {
        .described(entry, origin: 0)
    }

    /// The entry as the timeline shows it, before its origin is looked up.
    var entry: TimelineEntry {
        switch self {
        case .int(let time, let element, _):
            TimelineEntry(time: time, kind: .next(TimelineValue(describing: element)))
        case .element(let time, let element, _):
            TimelineEntry(time: time, kind: .next(TimelineValue(describing: element)))
        case .described(let entry, _): entry
        }
    }

    /// The `OriginWord` it was recorded with.
    var origin: Int {
        switch self {
        case .int(_, _, let origin), .element(_, _, let origin), .described(_, let origin): origin
        }
    }

    /// When it happened (a frame).
    var time: Int {
        switch self {
        case .int(let time, _, _), .element(let time, _, _): time
        case .described(let entry, _): entry.time
        }
    }
}
