import Compiling
import TestSupport
import Testing

/// The renderer's layouts, as whole texts: the prompt's (no header, the marked lines only) and
/// a file's (swiftc's: header, context, gaps, the groups' pages), with notes and fix-its.
@Suite("Diagnostics as the learner reads them")
struct DiagnosticTextTests {
    static let input = "let z: Int = 3\nprint(z)\nz = 4"

    static func error(_ message: String, line: Int, column: Int, in text: String = input, file: String? = nil)
        -> LearnerDiagnostic.Place
    {
        LearnerDiagnostic.Place(text: text, line: line, column: column, file: file)
    }

    static func at(_ line: Int, _ column: Int) -> LearnerDiagnostic.Position {
        LearnerDiagnostic.Position(line: line, column: column)
    }

    static var constant: LearnerDiagnostic {
        LearnerDiagnostic(
            severity: .error, message: "cannot assign to value: 'z' is a 'let' constant",
            place: error("", line: 3, column: 1),
            notes: [
                LearnerDiagnostic(
                    severity: .note, message: "change 'let' to 'var' to make it mutable",
                    place: error("", line: 1, column: 1), notes: [],
                    fixIts: [.init(start: at(1, 1), end: at(1, 4), text: "var")])
            ])
    }

    @Test(
        "at the prompt: a note on another line of the input stands under it, with its fix-it; skipped lines are a ':'")
    func promptNote() {
        expectEqual(
            DiagnosticText.render([Self.constant]),
            """
            error: cannot assign to value: 'z' is a 'let' constant
             1 | let z: Int = 3
               | `- note: change 'let' to 'var' to make it mutable [replace 'let' with 'var']
               :
             3 | z = 4
               | `- error: cannot assign to value: 'z' is a 'let' constant

            """)
    }

    @Test("fix-its in words: insert, remove, two joined by 'and', three as a list; notes at one column stack")
    func fixItWords() {
        let text = "let n = f(x) as! Int"
        let diagnostic = LearnerDiagnostic(
            severity: .warning, message: "forced cast of 'Int' to same type has no effect",
            place: Self.error("", line: 1, column: 14, in: text),
            notes: [
                LearnerDiagnostic(
                    severity: .note, message: "one", place: Self.error("", line: 1, column: 9, in: text), notes: [],
                    fixIts: [.init(start: Self.at(1, 9), end: Self.at(1, 9), text: "try ")]),
                LearnerDiagnostic(
                    severity: .note, message: "two", place: Self.error("", line: 1, column: 9, in: text), notes: [],
                    fixIts: [
                        .init(start: Self.at(1, 9), end: Self.at(1, 10), text: "g"),
                        .init(start: Self.at(1, 11), end: Self.at(1, 11), text: "a: "),
                    ]),
                LearnerDiagnostic(
                    severity: .note, message: "three", place: Self.error("", line: 1, column: 9, in: text), notes: [],
                    fixIts: [
                        .init(start: Self.at(1, 1), end: Self.at(1, 4), text: "var"),
                        .init(start: Self.at(1, 11), end: Self.at(1, 11), text: "\n"),
                        .init(start: Self.at(1, 12), end: Self.at(1, 13), text: ""),
                    ]),
            ], fixIts: [.init(start: Self.at(1, 13), end: Self.at(1, 21), text: "")])
        expectEqual(
            DiagnosticText.render([diagnostic]),
            """
            warning: forced cast of 'Int' to same type has no effect
             1 | let n = f(x) as! Int
               |         |    `- warning: forced cast of 'Int' to same type has no effect [remove ' as! Int']
               |         |- note: one [insert 'try ']
               |         |- note: two [replace 'f' with 'g' and insert 'a: ']
               |         `- note: three [replace 'let' with 'var', insert '\\n', and remove ')']

            """)
    }

    @Test("at the prompt: a note in an earlier input gets that input's line; a note with no place its words")
    func promptEarlierInput() {
        let earlier = "func area(of side: Int) -> Int { side * side }"
        let diagnostic = LearnerDiagnostic(
            severity: .error, message: "missing argument for parameter 'of' in call",
            place: Self.error("", line: 1, column: 6, in: "area()"),
            notes: [
                LearnerDiagnostic(
                    severity: .note, message: "'area(of:)' declared here",
                    place: Self.error("", line: 1, column: 6, in: earlier), notes: []),
                LearnerDiagnostic(severity: .note, message: "found in module 'X'", place: nil, notes: []),
            ], fixIts: [.init(start: Self.at(1, 6), end: Self.at(1, 6), text: "of: <#Int#>")])
        expectEqual(
            DiagnosticText.render([diagnostic]),
            """
            error: missing argument for parameter 'of' in call
             1 | area()
               |      `- error: missing argument for parameter 'of' in call [insert 'of: <#Int#>']
            note: 'area(of:)' declared here
             1 | func area(of side: Int) -> Int { side * side }
               |      `- note: 'area(of:)' declared here
            note: found in module 'X'

            """)
    }

    @Test("a file: swiftc's header, two lines of context, a gutter as wide as the last line, groups' pages at the end")
    func file() {
        let text = (1...11).map { "line\($0)" }.joined(separator: "\n") + "\n"
        let deprecated = CompilerDiagnostic.Category(name: "DeprecatedDeclaration", documentationURL: "https://d/dep")
        let first = LearnerDiagnostic(
            severity: .warning, message: "'old' is deprecated",
            place: Self.error("", line: 2, column: 3, in: text, file: "a.swift"),
            notes: [], category: deprecated)
        let second = LearnerDiagnostic(
            severity: .error, message: "no 'line9'",
            place: Self.error("", line: 9, column: 1, in: text, file: "a.swift"),
            notes: [
                LearnerDiagnostic(
                    severity: .note, message: "declared here",
                    place: Self.error("", line: 1, column: 13, in: "public func min()", file: "Swift.min"), notes: [],
                    category: .init(name: "no-usage", documentationURL: nil)),
                LearnerDiagnostic(
                    severity: .note, message: "near",
                    place: Self.error("", line: 3, column: 1, in: text, file: "a.swift"),
                    notes: [], category: .init(name: "Again", documentationURL: "https://d/again")),
            ], category: deprecated)
        expectEqual(
            DiagnosticText.renderFile([first, second]),
            """
            a.swift:2:3: warning: 'old' is deprecated [#DeprecatedDeclaration]
             1 | line1
             2 | line2
               |   `- warning: 'old' is deprecated [#DeprecatedDeclaration]
             3 | line3
             4 | line4

            a.swift:9:1: error: no 'line9' [#DeprecatedDeclaration]
             1 | line1
             2 | line2
             3 | line3
               | `- note: near [#Again]
             4 | line4
             5 | line5
               :
             7 | line7
             8 | line8
             9 | line9
               | `- error: no 'line9' [#DeprecatedDeclaration]
            10 | line10
            11 | line11

            Swift.min:1:13: note: declared here [#no-usage]
            1 | public func min()
              |             `- note: declared here [#no-usage]

            [#Again]: <https://d/again>
            [#DeprecatedDeclaration]: <https://d/dep>

            """)
    }

    @Test("a file's columns count characters, as swiftc's do; the prompt's count terminal cells")
    func columns() {
        let text = "    let 名前 = \"🐶\"; x"
        let place = { (file: String?) in Self.error("", line: 1, column: 26, in: text, file: file) }
        let fileText = DiagnosticText.renderFile([
            LearnerDiagnostic(severity: .error, message: "x", place: place("e.swift"), notes: [])
        ])
        let promptText = DiagnosticText.render([
            LearnerDiagnostic(severity: .error, message: "x", place: place(nil), notes: [])
        ])
        // 18 characters before the `x`, 21 cells (名, 前 and 🐶 take two).
        expectEqual(
            fileText,
            "e.swift:1:26: error: x\n1 |     let 名前 = \"🐶\"; x\n  |" + String(repeating: " ", count: 19)
                + "`- error: x\n")
        expectEqual(
            promptText,
            "error: x\n 1 |     let 名前 = \"🐶\"; x\n   |" + String(repeating: " ", count: 22) + "`- error: x\n")
    }

    @Test(
        "swiftc's spelling of a path",
        arguments: [
            ("main.swift", "main.swift"), ("./main.swift", "main.swift"), ("a//b/./c.swift", "a/b/c.swift"),
            ("sub/../x.swift", "x.swift"), ("../up.swift", "../up.swift"), ("/tmp/../tmp/x.swift", "/tmp/x.swift"),
        ])
    func displayPath(path: String, shown: String) {
        expectEqual(DisplayPath.of(path), shown)
    }
}
