import Compiling
import TestSupport
import Testing

@Suite("units: the learner's text made ready for the compiler")
struct UnitSourceTests {
    private let session = UnitSource.Mode.session(previous: "Input2", modules: ["RxSwift", "PlaygroundRuntime"])

    private func body(_ unit: UnitSource) -> [Substring] {
        Array(unit.text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2))
    }

    @Test("the prelude imports the session's modules and re-exports the last declaring input")
    func prelude() {
        let unit = UnitSource(learnerText: "print(1)", mode: session)
        let lines = unit.text.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(String(lines[0]), "@_exported import Input2; import RxSwift; import PlaygroundRuntime")
        expectEqual(String(lines[1]), "#sourceLocation(file: \"main.swift\", line: 1)")
        expectEqual(body(unit), ["PlaygroundRuntime.show(print(1))"])
        expectTrue(!unit.declares)
    }

    @Test("a bare expression shows its value; assignments and statements do not")
    func echo() {
        let unit = UnitSource(
            learnerText: "x = 1\n_ = f()\ncount += 2\na == b\nif a { b }\nlet y = 2 ; y", mode: session)
        expectEqual(
            body(unit),
            [
                "x = 1", "_ = f()", "count += 2", "PlaygroundRuntime.show(a == b)", "if a { b }",
                "let y = 2 ; PlaygroundRuntime.show(y)", "PlaygroundRuntime.name(\"y\", y, constant: true)",
            ])
        expectTrue(unit.declares)
    }

    @Test("a top-level private or fileprivate declaration loses the modifier in a session: later inputs reach it")
    func filePrivacy() {
        let unit = UnitSource(
            learnerText:
                "private let a = 1\nfileprivate func f() {}\nprivate(set) var b = 2\nstruct S { private let c = 3 }",
            mode: session)
        expectEqual(
            Array(body(unit).prefix(4)),
            [
                "        let a = 1", "            func f() {}", "             var b = 2",
                "struct S { private let c = 3 }",
            ])
        let program = UnitSource(
            learnerText: "private let a = 1", mode: .program(extraImports: [], fileName: "a.swift"))
        expectTrue(program.text.hasSuffix("private let a = 1"))
    }

    @Test("a fileprivate member loses the modifier in a session; private members and code in bodies keep theirs")
    func filePrivateMembers() {
        let text = """
            class A {
                fileprivate func m() {}
                fileprivate(set) var n = 0
                private func p() {}
                func q() { struct L { fileprivate var z = 1 } }
            }
            extension A { struct Inner { fileprivate let k = 1 } }
            """
        expectEqual(
            Array(body(UnitSource(learnerText: text, mode: session)).prefix(7)),
            [
                "class A {", "                func m() {}", "                     var n = 0", "    private func p() {}",
                "    func q() { struct L { fileprivate var z = 1 } }", "}",
                "extension A { struct Inner {             let k = 1 } }",
            ])
        let program = UnitSource(learnerText: text, mode: .program(extraImports: [], fileName: "a.swift"))
        expectTrue(program.text.hasSuffix(text))
    }

    @Test("a session's file (:load) shows no values but keeps the rest of a session's input")
    func fileInSession() {
        let unit = UnitSource(learnerText: "1 + 1\nlet y = 2", mode: session, showsValues: false)
        expectEqual(body(unit), ["1 + 1", "let y = 2", "PlaygroundRuntime.name(\"y\", y, constant: true)"])
    }

    @Test("a program keeps its text: no echo, no re-export, its own file name")
    func program() {
        let unit = UnitSource(
            learnerText: "import RxSwift\n1 + 1",
            mode: .program(extraImports: ["PlaygroundTime"], fileName: "demo.swift"))
        expectEqual(
            unit.text, "import PlaygroundTime\n#sourceLocation(file: \"demo.swift\", line: 1)\nimport RxSwift\n1 + 1")
        expectEqual(unit.fileName, "demo.swift")
    }

    @Test("each stored top-level variable names its timeline lane after the input; computed ones do not run")
    func naming() {
        let unit = UnitSource(
            learnerText:
                "let a = 1, b = 2\nvar total: Int { a + b }\nlet (c, d) = (3, 4)\n@Wrapped var e = 5\nvar f = 6",
            mode: session)
        expectEqual(
            body(unit).last,
            "PlaygroundRuntime.name(\"a\", a, constant: true); PlaygroundRuntime.name(\"b\", b, constant: true); "
                + "PlaygroundRuntime.name(\"f\", f)")
        let program = UnitSource(learnerText: "let a = 1", mode: .program(extraImports: [], fileName: "a.swift"))
        expectTrue(!program.text.contains("PlaygroundRuntime.name"))
    }

    @Test("a variable given a call or member chain passes its text, on one line, as its lane's caption")
    func namingCaption() {
        let unit = UnitSource(
            learnerText: "let doubled = s.map {\n    $0 * 2\n} // twice\nvar t = f(\"a\\\\b\")\nlet n = x",
            mode: session)
        expectEqual(
            body(unit).last,
            "PlaygroundRuntime.name(\"doubled\", doubled, constant: true, made: \"s.map { $0 * 2 }\"); "
                + "PlaygroundRuntime.name(\"t\", t, made: \"f(\\\"a\\\\\\\\b\\\")\"); "
                + "PlaygroundRuntime.name(\"n\", n, constant: true)")
    }

    @Test("a variable given a chain is named right after its declaration too, unless nothing follows it")
    func earlyNaming() {
        let unit = UnitSource(learnerText: "let d = s.map { $0 } // twice\nlet one = d.subscribe()", mode: session)
        expectEqual(
            body(unit),
            [
                "let d = s.map { $0 }; PlaygroundRuntime.name(\"d\", d, constant: true, made: \"s.map { $0 }\") // twice",
                "let one = d.subscribe()",
                "PlaygroundRuntime.name(\"d\", d, constant: true, made: \"s.map { $0 }\"); "
                    + "PlaygroundRuntime.name(\"one\", one, constant: true, made: \"d.subscribe()\")",
            ])
    }

    @Test("imports carry over to later inputs")
    func imports() {
        let unit = UnitSource(learnerText: "import Foundation", mode: session)
        expectEqual(body(unit), ["@_exported import Foundation"])
        expectTrue(unit.declares)
    }

    @Test("Apple-only attributes become spaces of the same length, so nothing moves")
    func attributes() {
        let text =
            "class C {\n    @IBOutlet weak var label: UILabel!\n    @objc dynamic func tap() {}\n    @available(iOS 13, *) func keep() {}\n}"
        let unit = UnitSource(learnerText: text, mode: session)
        expectEqual(
            body(unit),
            [
                "class C {", "              weak var label: UILabel!", "                  func tap() {}",
                "    @available(iOS 13, *) func keep() {}", "}",
            ])
    }

    @Test("positions map back to the learner's columns, also inside and after an insertion")
    func mapping() {
        let unit = UnitSource(learnerText: "let a = 1\n  foo(1) ; bar", mode: session)
        // Line 2 reads `  PlaygroundRuntime.show(foo(1)) ; PlaygroundRuntime.show(bar)`.
        let shown = "PlaygroundRuntime.show(".utf8.count
        expectEqualPair(
            unit.map.learnerPosition(line: 2, column: 3 + shown).map { ($0.line, $0.column) } ?? (0, 0), (2, 3))
        expectEqualPair(unit.map.learnerPosition(line: 2, column: 5).map { ($0.line, $0.column) } ?? (0, 0), (2, 3))
        let barColumn = 3 + shown + "foo(1)) ; ".utf8.count + shown
        expectEqualPair(
            unit.map.learnerPosition(line: 2, column: barColumn).map { ($0.line, $0.column) } ?? (0, 0), (2, 12))
        expectEqualPair(unit.map.learnerPosition(line: 1, column: 5).map { ($0.line, $0.column) } ?? (0, 0), (1, 5))
    }
}
