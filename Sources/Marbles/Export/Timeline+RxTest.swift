import RxSwift
import RxTest

extension Timeline.Lane {
    /// A lane from RxTest's recorded events and subscriptions, e.g. a `TestableObserver`'s
    /// `events` and a test observable's `subscriptions`. A subscription that ends with the
    /// sequence (at its `completed` or `error`) shows no separate dispose instant.
    public init<Element>(
        name: String, kind: LaneKind = .source, events: [Recorded<Event<Element>>],
        subscriptions: [Subscription] = []
    ) {
        let stopTimes = Set(events.filter { $0.value.isStopEvent }.map(\.time))
        var marks: [(time: Int, order: Int, entry: TimelineEntry)] = []
        for subscription in subscriptions {
            marks.append((subscription.subscribe, 0, .subscribed(subscription.subscribe)))
            if subscription.unsubscribe != .max && !stopTimes.contains(subscription.unsubscribe) {
                marks.append((subscription.unsubscribe, 2, .disposed(subscription.unsubscribe)))
            }
        }
        for recorded in events {
            let kind: TimelineEntry.Kind
            switch recorded.value {
            case .next(let element): kind = .next(TimelineValue(describing: element))
            case .error(let error): kind = .error(String(describing: error))
            case .completed: kind = .completed
            }
            marks.append((recorded.time, 1, TimelineEntry(time: recorded.time, kind: kind)))
        }
        let ordered = marks.enumerated().sorted {
            ($0.element.time, $0.element.order, $0.offset) < ($1.element.time, $1.element.order, $1.offset)
        }
        self.init(name: name, kind: kind, entries: ordered.map(\.element.entry))
    }

    /// The lane's subscriptions: from each subscribe instant to the next dispose instant or stop
    /// event; one still running ends at `Int.max`, as RxTest writes it.
    public var subscriptions: [Subscription] {
        var result: [Subscription] = []
        var open: Int?
        for entry in entries {
            switch entry.kind {
            case .subscribed:
                if let start = open { result.append(Subscription(start)) }
                open = entry.time
            case .disposed, .completed, .error:
                if let start = open { result.append(Subscription(start, entry.time)) }
                open = nil
            case .next:
                break
            }
        }
        if let start = open { result.append(Subscription(start)) }
        return result
    }

    /// The lane's events as RxTest source: `[.next(210, "a"), .error(230, MarbleTestError("boom")), .completed(250)]`,
    /// ready to paste into a test (errors become `MarbleTestError`s, which compare by text).
    public var rxTestEvents: String {
        var items: [String] = []
        for entry in entries {
            switch entry.kind {
            case .next(let value): items.append(".next(\(entry.time), \(value.swiftLiteral))")
            case .error(let text): items.append(".error(\(entry.time), MarbleTestError(\(text.debugDescription)))")
            case .completed: items.append(".completed(\(entry.time))")
            case .subscribed, .disposed: break
            }
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// The lane's subscriptions as RxTest source: `[Subscription(200, 1000)]`.
    public var rxTestSubscriptions: String {
        let items = subscriptions.map {
            $0.unsubscribe == .max ? "Subscription(\($0.subscribe))" : "Subscription(\($0.subscribe), \($0.unsubscribe))"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }
}

extension Timeline {
    /// Every lane as RxTest source: a comment with its name, its events, and its subscriptions
    /// when it has any.
    public var rxTestCode: String {
        lanes.map { lane in
            var lines = ["// \(lane.name)", "events: \(lane.rxTestEvents)"]
            if !lane.subscriptions.isEmpty { lines.append("subscriptions: \(lane.rxTestSubscriptions)") }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
