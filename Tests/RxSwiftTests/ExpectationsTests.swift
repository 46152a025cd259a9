import TestSupport
import Testing

/// The engine tests' own checks fail on a wrong answer, naming both values, and pass on a right one.
@Suite("expectations")
struct ExpectationsTests {
    static func comments(_ issue: Issue) -> String { issue.comments.map(\.rawValue).joined(separator: "\n") }

    @Test("expectEqual: a difference is an issue that shows both values, with the comment")
    func equal() {
        expectEqual([1, 2], [1, 2])
        withKnownIssue {
            expectEqual([1, 2], [1, 3], "the second differs")
        } matching: { issue in
            Self.comments(issue) == "Expected [1, 3], got [1, 2]\nthe second differs"
                && issue.sourceLocation?.fileName == "ExpectationsTests.swift"
        }
    }

    @Test("expectEqualPair: a difference in either part is an issue")
    func pair() {
        expectEqualPair(([1], "a"), ([1], "a"))
        withKnownIssue {
            expectEqualPair(([1], "a"), ([1], "b"))
        } matching: { Self.comments($0) == "Expected ([1], \"b\"), got ([1], \"a\")" }
        withKnownIssue {
            expectEqualPair(([2], "a"), ([1], "a"))
        }
    }

    @Test("expectTrue: false is an issue, with the comment when there is one")
    func isTrue() {
        expectTrue(1 < 2)
        withKnownIssue { expectTrue(2 < 1) } matching: { Self.comments($0) == "Expectation failed" }
        withKnownIssue { expectTrue(2 < 1, "order") } matching: { Self.comments($0) == "order" }
    }
}
