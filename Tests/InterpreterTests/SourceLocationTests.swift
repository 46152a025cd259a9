import Interpreter
import TestSupport
import Testing

@Test func sourceLocationsCompareByLineAndColumn() {
    expectEqual(SourceLocation(line: 1, column: 2), SourceLocation(line: 1, column: 2))
    expectTrue(SourceLocation(line: 1, column: 2) != SourceLocation(line: 2, column: 2))
}
