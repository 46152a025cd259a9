/// The outcome of checking a sequence against marble strings: whether it matched, and if not,
/// a report with both timelines drawn aligned and the first frame where they differ.
///
/// ```swift
/// let result = try scheduler.expectMarbles(xs.map { $0 * 2 }, toBe: "-a-b-|", values: ["a": 2, "b": 4])
/// #expect(result.isMatch, "\(result.report)")
/// ```
public struct MarbleComparison: CustomStringConvertible, Sendable {
    /// One pair of lanes that differ.
    public struct Mismatch: Hashable, Sendable {
        /// What was compared, e.g. `events` or `subscriptions of xs`.
        public var subject: String
        /// The time of the first difference.
        public var time: Int
        /// What was expected there (`next(4)`, `completed`, `nothing`…).
        public var expected: String
        /// What happened there.
        public var actual: String

        /// A difference in `subject` at `time`.
        public init(subject: String, time: Int, expected: String, actual: String) {
            self.subject = subject
            self.time = time
            self.expected = expected
            self.actual = actual
        }
    }

    /// The expected lanes (events, then each subscription check).
    public let expected: Timeline
    /// The actual lanes, in the same order.
    public let actual: Timeline
    /// The differences, one per pair of lanes that differ, earliest first.
    public let mismatches: [Mismatch]

    /// Whether everything matched.
    public var isMatch: Bool { mismatches.isEmpty }

    /// The time of the earliest difference, if any.
    public var firstDifference: Int? { mismatches.first?.time }

    /// Compares `expected` and `actual` lane by lane: entries by time and kind, values by text.
    public init(expected: Timeline, actual: Timeline) {
        self.expected = expected
        self.actual = actual
        var mismatches: [Mismatch] = []
        for (want, got) in zip(expected.lanes, actual.lanes) {
            if let mismatch = Self.firstMismatch(want, got) { mismatches.append(mismatch) }
        }
        self.mismatches = mismatches.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// `marbles match`, or what differs first, both timelines drawn aligned with an arrow at the
    /// first difference, and the actual marbles ready to paste.
    public var report: String {
        guard let first = mismatches.first else { return "marbles match" }
        var lanes: [Timeline.Lane] = []
        for (want, got) in zip(expected.lanes, actual.lanes) {
            var expectedLane = want
            expectedLane.name = "expected " + want.name
            var actualLane = got
            actualLane.name = "actual " + got.name
            lanes += [expectedLane, actualLane]
        }
        var lines = mismatches.map {
            "\($0.subject) differ at time \($0.time): expected \($0.expected), actual \($0.actual)"
        }
        let drawing = TextRenderer(maxInlineWidth: 8).render(
            Timeline(lanes: lanes), pointer: TimelinePointer(time: first.time, label: "first difference"))
        lines.append(drawing)
        for (want, got) in zip(expected.lanes, actual.lanes) {
            if want.kind == .subscription {
                lines.append("expected \(want.name): \(want.rxTestSubscriptions)")
                lines.append("actual   \(got.name): \(got.rxTestSubscriptions)")
            } else {
                let diagram = (try? got.marbleDiagram()).map(\.description) ?? "(not writable as marbles)"
                lines.append("actual \(got.name) marbles: \(diagram)")
                lines.append("actual \(got.name) as RxTest: \(got.rxTestEvents)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The report.
    public var description: String { report }

    private static func firstMismatch(_ want: Timeline.Lane, _ got: Timeline.Lane) -> Mismatch? {
        for index in 0..<max(want.entries.count, got.entries.count) {
            let left = index < want.entries.count ? want.entries[index] : nil
            let right = index < got.entries.count ? got.entries[index] : nil
            if let left, let right, left.time == right.time, sameKind(left.kind, right.kind) { continue }
            let time = min(left?.time ?? .max, right?.time ?? .max)
            return Mismatch(subject: want.name, time: time, expected: describe(left, at: time), actual: describe(right, at: time))
        }
        return nil
    }

    private static func sameKind(_ left: TimelineEntry.Kind, _ right: TimelineEntry.Kind) -> Bool {
        if case .next(let a) = left, case .next(let b) = right { return a.text == b.text }
        return left == right
    }

    private static func describe(_ entry: TimelineEntry?, at time: Int) -> String {
        guard let entry, entry.time == time else { return "nothing" }
        switch entry.kind {
        case .next(let value): return "next(\(value.text))"
        case .error(let text): return "error(\(text))"
        case .completed: return "completed"
        case .subscribed: return "subscribe"
        case .disposed: return "unsubscribe"
        }
    }
}
