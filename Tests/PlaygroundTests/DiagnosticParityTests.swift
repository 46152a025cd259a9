import Compiling
import Foundation
import Playground
import TestSupport
import Testing

/// A file the playground runs (`rxplay run`) gets the compiler's messages exactly as `swiftc`
/// prints them for it: header with the path as given, context lines, notes in the excerpt,
/// generated declarations, the groups' pages at the end. `swiftc` builds the files (standard
/// library only) live, all in one call; the playground's only addition, the fix-its it
/// describes after a message, is taken out before comparing (`DiagnosticTextTests` checks those
/// words). A file of RxSwift code is checked against the text swiftc printed for it.
@Suite("A file's messages are swiftc's")
struct DiagnosticParityTests {
    /// Files written to a scratch folder, each named by a differently spelled path (swiftc
    /// prints `./shapes.swift` as `shapes.swift`). Each declares its own names and only
    /// `main.swift` has top-level code: swiftc builds them side by side as one module.
    static let files: [(path: String, text: String)] = [
        (
            "main.swift",
            """
            let far = 1
            let z: Int = 3
            z = 4
            func mayThrow() throws -> Int { 1 }
            let a = mayThrow()
            final class Box { func open() {} }
            let box: Box? = Box()
            box.open()
            let n: Int = "x".count as! Int
            print(a, n)
            far = 2

            """
        ),
        (
            "./shapes.swift",
            """
            @available(*, deprecated, renamed: "area(of:)")
            func oldArea(_ side: Int) -> Int { side * side }
            func area(of side: Int) -> Int { side * side }

            struct Square {
                var side: Int
                func report() -> String {
                    let unused = oldArea(side)
                    return "\\(min(side))"
                }
            }

            """
        ),
        // Tabs, emoji and CJK before the columns; no newline at the end.
        ("sub/../emoji.swift", "func greet() {\n\tlet 名前 = \"🐶🐱\"; let count: Int = 名前\n    print(\"é\", count, undefinedName)\n}"),
    ]

    /// What swiftc printed for each file (by its path as given), from one build of them all.
    static let swiftcMessages: Result<[String: String], ParityProblem> = {
        do {
            return .success(try buildAll())
        } catch let problem as ParityProblem {
            return .failure(problem)
        } catch {
            return .failure(.setUp("\(error)"))
        }
    }()

    @Test("the playground prints what swiftc prints for the file", arguments: files.map(\.path))
    func parity(path: String) throws {
        let expected = try Self.swiftcMessages.get()[path] ?? ""
        expectTrue(expected.contains(": error: "), "swiftc printed no error for \(path): \(expected)")
        let text = try #require(Self.files.first { $0.path == path }).text
        let session = try CompiledSession(toolchain: try Toolchain.locate().get())
        let played = session.runProgram(text, fileName: path, timeLimit: 1_000_000_000)
        expectTrue(played.failed)
        expectEqual(Self.withoutFixIts(played.diagnostics), expected)
        if path == "main.swift" {
            // What the comparison leaves out is there.
            expectTrue(
                played.diagnostics.contains(
                    "  | `- note: change 'let' to 'var' to make it mutable [replace 'let' with 'var']\n"),
                "\(played.diagnostics)")
        }
    }

    /// The text without the fix-its described at the end of a message line (`… [insert '?']`).
    static func withoutFixIts(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.contains("- "), line.hasSuffix("']"),
                let start = line.range(of: " [insert '", options: .backwards)
                    ?? line.range(of: " [replace '", options: .backwards)
                    ?? line.range(of: " [remove '", options: .backwards)
            else { return line }
            return line[..<start.lowerBound]
        }.joined(separator: "\n")
    }

    /// Builds every file with the toolchain's `swiftc` in one call, and cuts its output by the
    /// file each message is about (a declaration swiftc printed for a note, and the groups'
    /// pages, stay with the file before them).
    static func buildAll() throws -> [String: String] {
        let toolchain = try Toolchain.locate().get()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("diagnostics-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (path, text) in files {
            try text.write(to: scratch.appendingPathComponent(path), atomically: false, encoding: .utf8)
        }
        let swiftc = URL(fileURLWithPath: toolchain.frontend).deletingLastPathComponent().appendingPathComponent("swiftc")
        let build = try ProcessRun(
            swiftc,
            ["-c", "-continue-building-after-errors"] + files.map(\.path), in: scratch)
        guard build.status != 0 else { throw ParityProblem.setUp("swiftc accepted files with errors") }
        let names = Dictionary(uniqueKeysWithValues: files.map { (DisplayPath.of($0.path), $0.path) })
        var result: [String: String] = [:]
        var current: String?
        for line in build.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if let name = line.split(separator: ":", maxSplits: 1).first, let path = names[String(name)],
                line.contains(": error: ") || line.contains(": warning: ") || line.contains(": note: ")
            {
                current = path
            }
            guard let current else { throw ParityProblem.setUp("output before any file: \(build.output)") }
            result[current, default: ""] += line + "\n"
        }
        return result
    }

    enum ParityProblem: Error {
        case setUp(String)
    }

    @Test("a file of RxSwift code: a deprecated old spelling, its note, fix-its and the group's page")
    func rxSwiftFile() throws {
        let text = """
            import RxSwift

            let subject = PublishSubject<Int>()
            let bag = DisposeBag()
            subject.subscribe(onNext: { value in print(value) }).addDisposableTo(bag)
            subject.onNext("one")

            """
        let session = try CompiledSession(toolchain: try Toolchain.locate().get())
        let played = session.runProgram(text, fileName: "./rx.swift", timeLimit: 1_000_000_000)
        // swiftc's text for this file (checked with `swiftc -c rx.swift -I .build/debug/Modules`),
        // plus the fix-its.
        expectEqual(
            played.diagnostics,
            """
            rx.swift:5:54: warning: 'addDisposableTo' is deprecated: renamed to 'disposed(by:)' [#DeprecatedDeclaration]
            3 | let subject = PublishSubject<Int>()
            4 | let bag = DisposeBag()
            5 | subject.subscribe(onNext: { value in print(value) }).addDisposableTo(bag)
              |                                                      |- warning: 'addDisposableTo' is deprecated: renamed to 'disposed(by:)' [#DeprecatedDeclaration]
              |                                                      `- note: use 'disposed(by:)' instead [replace 'addDisposableTo' with 'disposed' and insert 'by: ']
            6 | subject.onNext("one")
            7 | 

            rx.swift:6:16: error: cannot convert value of type 'String' to expected argument type 'PublishSubject<Int>.Element' (aka 'Int')
            4 | let bag = DisposeBag()
            5 | subject.subscribe(onNext: { value in print(value) }).addDisposableTo(bag)
            6 | subject.onNext("one")
              |                `- error: cannot convert value of type 'String' to expected argument type 'PublishSubject<Int>.Element' (aka 'Int')
            7 | 

            [#DeprecatedDeclaration]: <https://docs.swift.org/compiler/documentation/diagnostics/deprecated-declaration>

            """)
    }
}
