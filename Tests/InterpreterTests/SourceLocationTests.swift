import Interpreter
import Testing

@Test func sourceLocationsCompareByLineAndColumn() {
    #expect(SourceLocation(line: 1, column: 2) == SourceLocation(line: 1, column: 2))
    #expect(SourceLocation(line: 1, column: 2) != SourceLocation(line: 2, column: 2))
}
