import Foundation
@testable import LineEditing
import Testing

@Suite("Line editing")
struct LineEditingTests {
    @Test("piped input is read line by line, the last line without a newline too")
    func plainLines() throws {
        let pipe = Pipe()
        let editor = PlainLineEditor(handle: pipe.fileHandleForReading)
        pipe.fileHandleForWriting.write(Data("let s = PublishSubject<Int>()\r\n🐶\nlast".utf8))
        try pipe.fileHandleForWriting.close()
        #expect(editor.readLine(prompt: "rx> ") == .line("let s = PublishSubject<Int>()"))
        #expect(editor.readLine(prompt: "rx> ") == .line("🐶"))
        #expect(editor.readLine(prompt: "rx> ") == .line("last"))
        #expect(editor.readLine(prompt: "rx> ") == .endOfInput)
    }

    @Test("a long piped line takes time in proportion to its length (issue #15: a 3 MB line took 18 s)")
    func longLineIsLinear() throws {
        func secondsToRead(bytes: Int) throws -> Double {
            let pipe = Pipe()
            let editor = PlainLineEditor(handle: pipe.fileHandleForReading)
            let line = Data(repeating: UInt8(ascii: "a"), count: bytes) + Data("\nnext\n".utf8)
            let writer = Thread {
                pipe.fileHandleForWriting.write(line)
                try? pipe.fileHandleForWriting.close()
            }
            writer.start()
            let start = Date()
            guard case .line(let read) = editor.readLine(prompt: "") else { return .infinity }
            let elapsed = Date().timeIntervalSince(start)
            #expect(read.utf8.count == bytes)
            #expect(editor.readLine(prompt: "") == .line("next"))
            return elapsed
        }
        let small = try secondsToRead(bytes: 1_000_000)
        let large = try secondsToRead(bytes: 4_000_000)
        // Four times the bytes: linear is about 4×, quadratic about 16×. Generous for a loaded machine.
        #expect(large < max(small, 0.05) * 10, "1 MB: \(small) s, 4 MB: \(large) s")
    }

    @Test(
        "the completed word ends at a dot, a paren or a space",
        arguments: [
            ("subject.onN", "subject.", "onN", true),
            ("print(sub", "print(", "sub", false),
            ("let x = Obs", "let x = ", "Obs", false),
            (":hel", ":", "hel", false),
            ("", "", "", false),
        ])
    func completionContext(line: String, prefix: String, word: String, isMember: Bool) {
        let context = CompletionContext(line: line)
        #expect(context.prefix == prefix)
        #expect(context.word == word)
        #expect(context.isMember == isMember)
        #expect(context.isMetaCommand == line.hasPrefix(":"))
    }

    @Test("history lives under XDG_STATE_HOME, else under ~/.local/state")
    func historyPath() {
        #expect(HistoryFile.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/rxplay/history")
        #expect(HistoryFile.path(environment: ["HOME": "/h"]) == "/h/.local/state/rxplay/history")
        #expect(HistoryFile.path(environment: [:]) == nil)
    }

    @Test("history is replaced whole through a private new file; a failed write leaves the old one")
    func historyReplacement() throws {
        let folder = NSTemporaryDirectory() + "rxplay-history-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
        var seen: String?
        let failed = HistoryFile.replace(path) { temporary in
            seen = temporary
            try? "half".write(toFile: temporary, atomically: false, encoding: .utf8)
            return false
        }
        #expect(!failed)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history"])
        let written = HistoryFile.replace(path) { temporary in
            (try? "new\n".write(toFile: temporary, atomically: false, encoding: .utf8)) != nil
        }
        #expect(written)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["history"])
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(seen?.hasPrefix(folder + "/.history.") == true)
    }

    @Test(
        "a history line is escaped as libedit's strunvis reads it back",
        arguments: [
            ("let marker = 42", "let\\040marker\\040=\\04042"),
            ("print(\"a\\\\b\")", "print(\"a\\\\\\\\b\")"),
            ("tab\there\u{7F}", "tab\\011here\\177"),
            ("🐶 é", "🐶\\040é"),
        ])
    func historyEncoding(line: String, encoded: String) {
        #expect(HistoryFile.encode(line) == encoded)
    }

    @Test("lines appended while another writer compacts the file are all kept, the header once")
    func historyAppendsUnderLock() throws {
        let folder = NSTemporaryDirectory() + "rxplay-history-lock-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        let perWriter = 300
        let group = DispatchGroup()
        let problems = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        for writer in 0..<2 {
            DispatchQueue.global().async(group: group) {
                for index in 0..<perWriter {
                    if let problem = HistoryFile.append("w\(writer) \(index)", to: path) {
                        problems.lock()
                        failures.append(problem)
                        problems.unlock()
                    }
                }
            }
        }
        // A third writer keeps rewriting the file whole (as a session starting up compacts it),
        // each time through a new file renamed over the old one.
        let stop = NSLock()
        nonisolated(unsafe) var done = false
        let stopped = DispatchSemaphore(value: 0)
        let compactor = Thread {
            defer { stopped.signal() }
            while true {
                stop.lock()
                let finished = done
                stop.unlock()
                if finished { return }
                _ = HistoryFile.withLock(path) { _ in
                    HistoryFile.replace(path) { temporary in
                        guard let data = FileManager.default.contents(atPath: path) else { return true }
                        return FileManager.default.createFile(atPath: temporary, contents: data)
                    }
                }
            }
        }
        compactor.start()
        group.wait()
        stop.lock()
        done = true
        stop.unlock()
        stopped.wait()
        #expect(failures.isEmpty)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.first == "_HiStOrY_V2_")
        #expect(lines.filter { $0 == "_HiStOrY_V2_" }.count == 1)
        for writer in 0..<2 {
            let mine = lines.filter { $0.hasPrefix("w\(writer)\\040") }
            #expect(mine == (0..<perWriter).map { "w\(writer)\\040\($0)" }, "writer \(writer) lost or reordered lines")
        }
    }
}
