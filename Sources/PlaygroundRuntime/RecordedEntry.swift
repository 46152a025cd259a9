import Marbles

/// One entry of a runtime lane as recorded: an `Int`, `Double`, `Bool` or `String` element is
/// kept as it came and described only when the timeline is read (its text cannot change
/// meanwhile), so recording an event of a busy lane costs no conversion to text; anything else is
/// described when it happens (a class's description may change later).
enum RecordedEntry {
    /// An `Int` element, the commonest, kept unboxed.
    case int(time: Int, Int)
    case element(time: Int, Any)
    case described(TimelineEntry)

    /// The entry for an element that arrived at frame `time`.
    init(time: Int, element: Any) {
        // Comparing the dynamic type costs no cast (a failed cast, the old first step, cost more
        // than the rest of recording).
        let type = Swift.type(of: element)
        if type == Int.self || type == String.self || type == Double.self || type == Bool.self {
            self = .element(time: time, element)
        } else {
            self = .described(TimelineEntry(time: time, kind: .next(TimelineValue(describing: element))))
        }
    }

    /// The entry as the timeline shows it.
    var entry: TimelineEntry {
        switch self {
        case .int(let time, let element): TimelineEntry(time: time, kind: .next(TimelineValue(describing: element)))
        case .element(let time, let element): TimelineEntry(time: time, kind: .next(TimelineValue(describing: element)))
        case .described(let entry): entry
        }
    }

    /// When it happened (a frame).
    var time: Int {
        switch self {
        case .int(let time, _), .element(let time, _): time
        case .described(let entry): entry.time
        }
    }
}
