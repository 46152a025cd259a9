import Marbles

/// One entry of a runtime lane as recorded: an `Int` or `String` element is kept as it came and
/// described only when the timeline is read (its text cannot change meanwhile), so recording an
/// event of a busy lane costs no conversion to text; anything else is described when it happens.
enum RecordedEntry {
    case integer(time: Int, Int)
    case string(time: Int, String)
    case described(TimelineEntry)

    /// The entry for an element that arrived at frame `time`.
    init(time: Int, element: Any) {
        // The common types first: a cast that succeeds at once is cheaper than one that fails.
        if let integer = element as? Int {
            self = .integer(time: time, integer)
        } else if let string = element as? String {
            self = .string(time: time, string)
        } else {
            self = .described(TimelineEntry(time: time, kind: .next(TimelineValue(describing: element))))
        }
    }

    /// The entry as the timeline shows it.
    var entry: TimelineEntry {
        switch self {
        case .integer(let time, let integer): TimelineEntry(time: time, kind: .next(TimelineValue(describing: integer)))
        case .string(let time, let string): TimelineEntry(time: time, kind: .next(TimelineValue(describing: string)))
        case .described(let entry): entry
        }
    }

    /// When it happened (a frame).
    var time: Int {
        switch self {
        case .integer(let time, _), .string(let time, _): time
        case .described(let entry): entry.time
        }
    }
}
