import Foundation
import Compiling
@testable import Playground
import TestSupport
import TestSupport
import Testing

/// A script's pieces are the same whether the runner asks at every line whether a statement is
/// complete, or skips asking while a bracket is open (what it does, from one parse).
@Suite("Script inputs")
struct ScriptInputsTests {
    struct Script: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static let written: [Script] = [
        Script(name: "a class across lines, then a call", text: """
            class Form {
                let name = PublishSubject<String>()
                func bind() {
                    name.subscribe(onNext: { [weak self] in
                        print($0, self == nil)
                    })
                }
            }
            let form = Form()
            form.bind()
            """),
        Script(name: "a chain continued by .member lines, with a comment between", text: """
            let xs = Observable.of(1, 2, 3)
                .map { $0 * 2 }
                // doubled
                .filter { $0 > 2 }
            _ = xs.subscribe(onNext: { print($0) })
            """),
        Script(name: "a ternary's : on its own line", text: """
            let n = 3
            let s = n > 2
              ? "big"
              : "small"
            print(s)
            """),
        Script(name: "else on the next line", text: """
            let v = 2
            if v > 1 {
              print("a")
            }
            else {
              print("b")
            }
            """),
        Script(name: "meta-commands between statements", text: """
            let clicks = PublishSubject<String>()
            :wait 500ms
            clicks.onNext("a")
            :marbles
            """),
        Script(name: "a multi-line string with brackets in it", text: #"""
            let text = """
              ( [ {
              """
            print(text)
            """#),
        Script(name: "#if around a declaration", text: """
            #if DEBUG
            func f() -> Int {
              1
            }
            #endif
            print(2)
            """),
        Script(name: "a mistake inside a class", text: """
            class A {
              let = = (
              func f() {}
            }
            print(1)
            """),
        Script(name: "a mistake inside a closure, then more lines", text: """
            let c = { (x: Int) in
              x + + 
            }
            print(c(1))
            """),
        Script(name: "an unfinished statement at the end", text: """
            print(1)
            func f() {
              print(2)
            """),
    ]

    /// Every lesson's code blocks and solutions, in every language, each text once.
    static var lessonScripts: [Script] {
        var scripts: [Script] = []
        var seen: Set<String> = []
        let base = CompiledTranscriptTests.lessonsDirectory
        for directory in [base, base + "/vi", base + "/ko"] {
            for lesson in LessonLibrary(directory: directory).load().lessons {
                for (index, part) in lesson.parts.enumerated() {
                    switch part {
                    case .code(let code) where code.kind == .swift && seen.insert(code.source).inserted:
                        scripts.append(Script(name: "\(directory.suffix(3)) \(lesson.name) #\(index)", text: code.source))
                    case .exercise(let exercise) where seen.insert(exercise.solution).inserted:
                        scripts.append(Script(name: "\(directory.suffix(3)) \(lesson.name) #\(index) solution", text: exercise.solution))
                    default: break
                    }
                }
            }
        }
        return scripts
    }

    static func pieces(_ text: String, skipping: Bool) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return ScriptInputs(lines: lines, skipsOpenBrackets: skipping).pieces.map {
            "\($0.kind) \($0.startLine)-\($0.endLine)"
        }
    }

    @Test("written scripts: the same pieces with and without skipping", arguments: written)
    func writtenScripts(_ script: Script) {
        expectEqual(Self.pieces(script.text, skipping: true), Self.pieces(script.text, skipping: false))
    }

    @Test("every lesson block: the same pieces with and without skipping")
    func lessonBlocks() {
        let scripts = Self.lessonScripts
        expectTrue(scripts.count > 30)
        for script in scripts {
            expectEqual(Self.pieces(script.text, skipping: true), Self.pieces(script.text, skipping: false), "\(script.name)")
        }
    }

    /// Lesson blocks with line breaks moved: a break added at a space, or two lines joined. These
    /// make the statements that start or end mid-line, and the lines a prompt would run on their
    /// own, that no lesson writes. `SCRIPT_FUZZ_COUNT` sets how many (the suite takes 30).
    @Test("lesson blocks with line breaks moved: the same pieces with and without skipping")
    func movedLineBreaks() {
        let count = ProcessInfo.processInfo.environment["SCRIPT_FUZZ_COUNT"].flatMap(Int.init) ?? 30
        let scripts = Self.lessonScripts.map(\.text)
        var random = SeededGenerator(state: 0x5C41_2026)
        var outlined = 0
        for _ in 0..<count {
            var text = Array(random.pick(scripts))
            for _ in 0..<(1 + random.below(3)) {
                let position = random.below(text.count)
                if random.below(2) == 0, let space = text[position...].firstIndex(of: " ") {
                    text[space] = "\n"
                } else if let newline = text[position...].firstIndex(of: "\n") {
                    text[newline] = " "
                }
            }
            let script = String(text)
            let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if ScriptOutline(lines) != nil { outlined += 1 }
            expectEqual(Self.pieces(script, skipping: true), Self.pieces(script, skipping: false), "\(script)")
        }
        // Most variants still parse, so the skipping is what is compared.
        expectTrue(outlined * 2 > count, "\(outlined) of \(count) parse")
    }

    @Test("the outline: open brackets per line, statement starts, nil for code with a mistake")
    func outline() throws {
        let outline = try #require(ScriptOutline(["class A {", "  func f() {", "    g(1,", "      2)", "  }", "}", "f()"]))
        expectEqual(outline.openBrackets, [1, 2, 3, 2, 1, 0, 0])
        expectEqual(outline.startsStatement, [true, false, false, false, false, false, true])
        expectEqual(ScriptOutline([":wait 1s", "let a = [", "1]"])?.openBrackets, [0, 1, 0])
        expectEqual(ScriptOutline(["let s = \"(\\(1 + (2)))\"", "print(s)"])?.openBrackets, [0, 0])
        expectEqual(ScriptOutline(["if true {", "}", "else {", "}"])?.startsStatement, [true, false, false, false])
        expectTrue(ScriptOutline(["class A {", "  let = = (", "}"]) == nil)
        expectTrue(ScriptOutline(["func f() {"]) == nil)
    }
}
