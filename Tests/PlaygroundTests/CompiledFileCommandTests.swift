import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Playground
import TestSupport
import Testing

/// `:save`, `:load` and `:marbles --svg` in a compiled session, with the file-safety rules of
/// `AtomicFile`, over the runner's state.
@Suite("Compiled meta-commands with files")
struct CompiledFileCommandTests {
    static func console() throws -> CompiledConsole {
        CompiledConsole(session: try CompiledTranscriptTests.session())
    }

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "rxplay-compiled-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    static func submit(_ console: CompiledConsole, _ lines: String...) -> String {
        lines.map { console.submit($0, moreInputWaiting: false).output }.joined()
    }

    @Test(":save writes the inputs that ran, with :wait lines, as a script :load replays to the same state")
    func saveAndLoad() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/session.swift"
        let console = try Self.console()
        _ = Self.submit(
            console, "let relay = BehaviorRelay(value: [\"🌅\"])", "relay.accept(relay.value + [oops])",
            "func add(_ photo: String) {", "    relay.accept(relay.value + [photo])", "}", ":wait 1s", "add(\"🏔\")")
        expectEqual(Self.submit(console, ":save \(file)"), "saved 4 inputs to \(file)\n")
        let script = try String(contentsOfFile: file, encoding: .utf8)
        expectEqual(
            script,
            """
            :typed
            let relay = BehaviorRelay(value: ["🌅"])
            func add(_ photo: String) {
                relay.accept(relay.value + [photo])
            }
            :wait 1s
            add("🏔")

            """)
        let fresh = try Self.console()
        expectEqual(Self.submit(fresh, ":load \(file)"), "time is 1.2s (frame 12)\n")
        expectEqual(Self.submit(fresh, "relay.value", ":time"), "[String] = [\"🌅\", \"🏔\"]\ntime is 1.4s (frame 14); one input = 100ms\n")
        // A file the session did not write needs `:save!`.
        let refused = fresh.submit(":save \(file)", moreInputWaiting: false)
        expectEqual(refused.output, "error: \(file) exists and this session did not write it (or it changed since); :save! \(file) replaces it\n")
        expectTrue(refused.failed)
    }

    @Test(":load runs a file as one unit (declarations visible throughout, no values shown), then its clock until idle")
    func loadOneUnit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/program.swift"
        try """
        greet("file")
        func greet(_ name: String) { print("hello,", name) }
        1 + 1
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print("later") }

        """.write(toFile: file, atomically: false, encoding: .utf8)
        let console = try Self.console()
        // A bare expression is not shown: the compiler says its result is unused, as in a program.
        expectEqual(
            Self.submit(console, ":load \(file)", ":time"),
            """
            \(file):3:3: warning: result of operator '+' is unused [#no-usage]
            1 | greet("file")
            2 | func greet(_ name: String) { print("hello,", name) }
            3 | 1 + 1
              |   `- warning: result of operator '+' is unused [#no-usage]
            4 | DispatchQueue.main.asyncAfter(deadline: .now() + 2) { print("later") }
            5 | 
            hello, file
            later
            time is 2s (frame 20); one input = 100ms

            """)
        expectEqual(Self.submit(console, "greet(\"prompt\")"), "hello, prompt\n")
        let broken = folder + "/broken.swift"
        try "let a = 1\n\nlet b = a + nothing\nlet c = 3\n".write(toFile: broken, atomically: false, encoding: .utf8)
        expectEqual(
            Self.submit(console, ":load \(broken)"),
            """
            \(broken):3:13: error: cannot find 'nothing' in scope
            1 | let a = 1
            2 | 
            3 | let b = a + nothing
              |             `- error: cannot find 'nothing' in scope
            4 | let c = 3
            5 | 
            \(broken):3: stopped at this error

            """)
        expectTrue(Self.submit(console, "c").contains("cannot find 'c' in scope"))
    }

    @Test(":marbles --svg writes a picture that parses as XML; a symbolic link is refused")
    func svg() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/timeline.svg"
        let console = try Self.console()
        _ = Self.submit(
            console, "let subject = PublishSubject<String>()", "let one = subject.subscribe(onNext: { _ in })",
            "subject.onNext(\"<&>\")")
        expectEqual(Self.submit(console, ":marbles --svg \(file)"), "wrote \(file)\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        expectTrue(XMLParser(data: data).parse())
        let text = String(decoding: data, as: UTF8.self)
        expectTrue(text.contains(">subject<") && text.contains(">one<") && text.contains("&lt;&amp;&gt;"))
        let link = folder + "/link.svg"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        expectTrue(Self.submit(console, ":marbles --svg \(link)").hasPrefix("error: cannot write \(link)"))
        expectEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), file)
    }
}
