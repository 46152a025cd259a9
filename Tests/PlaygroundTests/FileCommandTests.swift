import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Playground
import Testing

/// `:save`, `:load`, `:marbles --svg`, `:undo` and `:reset`: what they write and restore.
@Suite("Meta-commands with files and state")
struct FileCommandTests {
    static func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "rxplay-\(getpid())-\(UUID().uuidString)-\(name)"
    }

    @Test(":save writes the inputs that ran as a script :load replays to the same state")
    func saveAndLoad() throws {
        let file = Self.temporary("session.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = Session()
        _ = session.submit("let relay = BehaviorRelay(value: [\"🌅\"])")
        _ = session.submit("relay.accept(relay.value + [oops])")
        _ = session.submit("func add(_ photo: String) {")
        _ = session.submit("    relay.accept(relay.value + [photo])")
        _ = session.submit("}")
        _ = session.submit("add(\"🏔\")")
        #expect(session.submit(":save \(file)").output == "saved 3 inputs to \(file)\n")
        let script = try String(contentsOfFile: file, encoding: .utf8)
        #expect(script == """
            let relay = BehaviorRelay(value: ["🌅"])
            func add(_ photo: String) {
                relay.accept(relay.value + [photo])
            }
            add("🏔")

            """)
        let fresh = Session()
        #expect(fresh.submit(":load \(file)").output == "")
        #expect(fresh.submit("relay.value").output == "[String] = [\"🌅\", \"🏔\"]\n")
    }

    @Test(":save! replaces a file whole, and a folder that is not there is an error")
    func saveErrors() throws {
        let file = Self.temporary("old.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "old content that is longer than the new one\n".write(toFile: file, atomically: true, encoding: .utf8)
        let session = Session()
        _ = session.submit("let x = 1")
        _ = session.submit(":save! \(file)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "let x = 1\n")
        let reply = session.submit(":save /no/such/folder/file.swift").output
        #expect(reply.hasPrefix("error: cannot write /no/such/folder/file.swift"))
    }

    @Test(":load stops at the first error and names the file's line")
    func loadError() throws {
        let file = Self.temporary("broken.swift")
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "let a = 1\n\nlet b = a + nothing\nlet c = 3\n".write(toFile: file, atomically: true, encoding: .utf8)
        let session = Session()
        let output = session.submit(":load \(file)").output
        #expect(output.contains("error: cannot find 'nothing' in scope"))
        #expect(output.hasSuffix("\(file):3: stopped at this error\n"))
        #expect(session.submit("c").output.contains("cannot find 'c' in scope"))
    }

    @Test(":marbles --svg writes a picture that parses as XML and names every lane")
    func svg() throws {
        let file = Self.temporary("timeline.svg")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let session = Session()
        _ = session.submit("let subject = PublishSubject<String>()")
        _ = session.submit("let one = subject.subscribe(onNext: { _ in })")
        _ = session.submit("subject.onNext(\"<&>\")")
        #expect(session.submit(":marbles --svg \(file)").output == "wrote \(file)\n")
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(XMLParser(data: data).parse())
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(">subject<") && text.contains(">one<"))
        #expect(text.contains("&lt;&amp;&gt;"))
    }

    @Test(":undo replays all but the last input; :reset forgets everything")
    func undoAndReset() {
        let session = Session()
        _ = session.submit("var count = 1")
        _ = session.submit("count += 10")
        #expect(session.submit(":undo").output == "undid: count += 10\n")
        #expect(session.submit("count").output == "Int = 1\n")
        _ = session.submit(":reset")
        #expect(session.submit("count").output.contains("cannot find 'count' in scope"))
        #expect(session.submit(":time").output.hasPrefix("time is 100ms"))
    }
}

/// An exercise checked by its lanes, the way a learner takes it.
@Suite("Exercise checks")
struct ExerciseCheckTests {
    @Test(":check shows expected and actual side by side until the lanes match; extra inputs do not matter")
    func lanesCheck() throws {
        let session = Session(options: SessionOptions(colors: true, lessonsDirectory: TranscriptTests.lessonsDirectory))
        _ = session.submit(":lesson subjects")
        var output = ""
        for _ in 0..<12 where !output.contains("Exercise:") { output = session.submit("").output }
        #expect(output.contains("Exercise: A late subscriber that still sees the last two"))
        #expect(session.submit(":check").output == "not yet: no lane called scores yet\n")
        _ = session.submit("let scores = ReplaySubject<Int>.create(bufferSize: 2)")
        _ = session.submit("scores.onNext(10)")
        _ = session.submit("print(\"an extra line the check does not mind\")")
        _ = session.submit("scores.onNext(20)")
        _ = session.submit("scores.onNext(30)")
        let early = session.submit(":check").output
        #expect(early.hasPrefix("not yet: the timeline differs from the expected one\n"))
        #expect(early.contains("│ scores             ─10─20─30─\n"), "\(early)")
        _ = session.submit("let late = scores.subscribe(onNext: { print(\"late:\", $0) })")
        let done = session.submit("scores.onNext(40)").output
        #expect(done == "late: 40\n✓ Exercise “A late subscriber that still sees the last two” done. Press Enter to go on.\n")
    }
}
