import Testing

// The tests check with these functions instead of `#expect` (all but the concurrency stress
// tests, which the thread-sanitizer pass builds on their own: scripts/tsan). Each `#expect` is a
// macro whose expansion costs 10 to 30 ms of compile time (a generic call with closures that the
// type checker solves against the array literals tests compare with); with about 2,600 checks,
// they took a fifth of the debug build's 430 CPU seconds (RxSwiftTests alone 100). These record
// the same issues, at the same source location, for a few milliseconds each (BENCHMARKS.md,
// "README's commands").

/// Records an issue unless `actual == expected`, showing both values.
public func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    recordDifference(
        actual, expected, comment(), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue unless both parts of `actual` equal those of `expected`, showing both.
public func expectEqualPair<A: Equatable, B: Equatable>(
    _ actual: (A, B), _ expected: (A, B), _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    recordDifference(
        actual, expected, comment(), SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue unless `condition` holds.
public func expectTrue(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    Issue.record(
        comment() ?? "Expectation failed",
        sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func recordDifference(_ actual: Any, _ expected: Any, _ comment: Comment?, _ location: SourceLocation) {
    var text = "Expected \(String(reflecting: expected)), got \(String(reflecting: actual))"
    if let comment { text += "\n\(comment.rawValue)" }
    Issue.record(Comment(rawValue: text), sourceLocation: location)
}
