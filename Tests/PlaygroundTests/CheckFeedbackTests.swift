import Marbles
@testable import Playground
import TestSupport
import Testing

/// What `:check` says about a state check's cases, word for word, and how a learner's timeline
/// is laid on an expected drawing's instants.
@Suite("Check feedback")
struct CheckFeedbackTests {
    @Test("differing cases as a table: the case's label, the field, expected and got")
    func caseTable() {
        let expected =
            #"[String] = ["3 photos: title 3 photos, Save false, + true", "4 photos: title 4 photos, Save true, + true", "5 photos: title 5 photos, Save false, + true"]"#
        let actual =
            #"[String] = ["3 photos: title 3 photos, Save false, + true", "4 photos: title 4 photos, Save true, + false", "5 photos: title 5 photos, Save false, + false"]"#
        expectEqual(
            StateDifference.report(expected: expected, actual: actual),
            """
            not yet: 2 of 3 cases differ
              case     │ what │ expected │ got
              4 photos │ +    │ true     │ false
              5 photos │ +    │ true     │ false

            """)
    }

    @Test("a case whose fields do not pair up is shown whole; a missing one is nothing")
    func wholeCases() {
        let expected = #"[String] = ["after Close: alert gone, completed yes", "late: gets \"Rx\" in Swift"]"#
        let actual = #"[String] = ["after Close: completed"]"#
        expectEqual(
            StateDifference.report(expected: expected, actual: actual),
            """
            not yet: 2 of 2 cases differ
              case        │ what │ expected                  │ got
              after Close │      │ alert gone, completed yes │ completed
              late        │      │ gets "Rx" in Swift        │ nothing

            """)
    }

    @Test("equal cases, or values that are not arrays of strings, give no table")
    func noTable() {
        expectEqual(StateDifference.report(expected: #"[String] = ["a: x 1"]"#, actual: #"[String] = ["a: x 1"]"#), nil)
        expectEqual(
            StateDifference.report(expected: "Single<Bool> = Single<Bool>", actual: "Maybe<Bool> = Maybe<Bool>"), nil)
    }

    @Test("how many entries a drawn token stands for")
    func entryCounts() {
        expectEqual(ExpectedInstants.entryCount(of: "(^20,30)"), 3)
        expectEqual(ExpectedInstants.entryCount(of: "(^a|)"), 3)
        expectEqual(ExpectedInstants.entryCount(of: "(^#)"), 2)
        expectEqual(ExpectedInstants.entryCount(of: "(^true|)"), 3)
        expectEqual(ExpectedInstants.entryCount(of: "40"), 1)
        expectEqual(ExpectedInstants.entryCount(of: "^"), 1)
    }

    static let expected = """
                 1  2  3  4        5
        scores  ─10─20─30──────────40─
        late              (^20,30)─40─
        """

    static func timeline(scores: [(Int, String)], late: [TimelineEntry]) -> Timeline {
        Timeline(lanes: [
            Timeline.Lane(name: "scores", start: 0, entries: scores.map { .next($0.0, $0.1) }),
            Timeline.Lane(name: "late", kind: .subscription, entries: late),
        ])
    }

    @Test("one instant may stand for several expected ones: three elements sent by one input")
    func mergedInstantsFit() {
        let merged = Self.timeline(
            scores: [(1, "10"), (1, "20"), (1, "30"), (3, "40")],
            late: [.subscribed(2), .next(2, "20"), .next(2, "30"), .next(3, "40")])
        let fitted = ExpectedInstants.fit(merged, to: ExpectedInstants.lanes(of: Self.expected))
        expectEqual(fitted?.lane(named: "scores")?.entries.map(\.time), [1, 2, 3, 5])
        expectEqual(fitted?.lane(named: "late")?.entries.map(\.time), [4, 4, 4, 5])
    }

    @Test("a lane that starts with its first value (a behavior subject's) fits a drawing with no line before it")
    func laneStartingWithAValue() {
        let drawing = """
                    0 1 2    3
            volume  5─7──────8─
            screen      (^7)─8─
            """
        // The subject and its change in one input: 5 and 7 at instant 0.
        let merged = Timeline(lanes: [
            Timeline.Lane(name: "volume", start: 0, entries: [.next(0, "5"), .next(0, "7"), .next(2, "8")]),
            Timeline.Lane(name: "screen", kind: .subscription, entries: [.subscribed(1), .next(1, "7"), .next(2, "8")]),
        ])
        let fitted = ExpectedInstants.fit(merged, to: ExpectedInstants.lanes(of: drawing))
        expectEqual(fitted?.lane(named: "volume")?.entries.map(\.time), [0, 1, 3])
        expectEqual(fitted?.lane(named: "volume")?.start, 0)
        // A lane that starts before its first value still needs a drawn start.
        var late = merged
        late.lanes[0].start = -1
        expectEqual(ExpectedInstants.fit(late, to: ExpectedInstants.lanes(of: drawing)), nil)
    }

    @Test("an order the drawing does not allow, or another number of entries, does not fit")
    func wrongOrdersDoNotFit() {
        let lanes = ExpectedInstants.lanes(of: Self.expected)
        // The late subscriber comes before 30.
        let early = Self.timeline(
            scores: [(1, "10"), (2, "20"), (4, "30"), (5, "40")],
            late: [.subscribed(3), .next(3, "20"), .next(3, "30"), .next(5, "40")])
        expectEqual(ExpectedInstants.fit(early, to: lanes), nil)
        // What the drawing shows at one instant, set apart.
        let apart = Self.timeline(
            scores: [(1, "10"), (2, "20"), (3, "30"), (6, "40")],
            late: [.subscribed(4), .next(4, "20"), .next(4, "30"), .next(7, "40")])
        expectEqual(ExpectedInstants.fit(apart, to: lanes), nil)
        let fewer = Self.timeline(scores: [(1, "10")], late: [.subscribed(2)])
        expectEqual(ExpectedInstants.fit(fewer, to: lanes), nil)
    }
}
