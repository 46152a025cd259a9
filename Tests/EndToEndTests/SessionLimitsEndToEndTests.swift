import Foundation
import TestSupport
import Testing

/// The reproductions of issue #25 that are about limits, each piped into a real `rxplay`: the
/// runaway input ends with Swift's message or the playground's, the session keeps what it had,
/// and the next line is answered. Memory and processor time are lowered through the environment
/// (`RXPLAY_MEMORY_LIMIT_MB`, `RXPLAY_CPU_LIMIT_S`) so each case takes about a second.
@Suite("rxplay's limits hold against runaway inputs")
struct SessionLimitsEndToEndTests {
    static let limits = ["RXPLAY_MEMORY_LIMIT_MB": "1024", "RXPLAY_CPU_LIMIT_S": "1"]

    @Test(arguments: [
        (
            // Interpolation doubling a string: the allocation fails at the limit.
            "var grow = \"x\"\nfor _ in 0..<64 { grow = \"\\(grow)\\(grow)\" }",
            "Fatal error: failed to allocate"
        ),
        (
            "import Foundation\nlet t = String(repeating: \"a\", count: 1 << 12)\n"
                + "let u = t.replacingOccurrences(of: \"a\", with: String(repeating: \"b\", count: 1 << 20))",
            "Fatal error: failed to allocate"
        ),
        (
            // swiftc's program crashes the same way: Foundation reads past what it allocated.
            "import Foundation\nlet wide = String(format: \"%2147483647d\", 1)",
            "Program crashed: Bad pointer dereference"
        ),
        (
            "var k = 0\nfor _ in 0..<4_000_000_000 { k &+= 1 }",
            "error: the session's code used all 1 s of processor time it may use (a loop or a thread that does not end?); the session starts again from your inputs"
        ),
    ])
    func runawayInputEnds(_ input: String, _ expected: String) throws {
        // A case about memory or a crash has processor time to spare: on a busy machine, touching
        // the gigabyte took more than one second of it, and the processor limit came first.
        var environment = Self.limits
        if !expected.contains("processor time") { environment["RXPLAY_CPU_LIMIT_S"] = "20" }
        let outcome = try EndToEndTests.run(
            [], input: "var kept = 41\n" + input + "\nkept + 1\n", environment: environment)
        let everything = outcome.output + outcome.errorOutput
        // The session's own notes wrap at 80 columns; the compared text is one line.
        let unwrapped = everything.replacingOccurrences(of: "\n  ", with: " ")
        expectTrue(unwrapped.contains(expected), "\(input)\n\(everything.prefix(2_000))")
        expectTrue(everything.hasSuffix("Int = 42\n"), "\(input)\n\(everything.prefix(2_000))")
    }

    @Test("a thread that spins between inputs is stopped at the processor-time limit, and said so")
    func spinningThreadBetweenInputs() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: EndToEndTests.binary)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = NSTemporaryDirectory() + "rxplay-e2e-\(getpid())"
        for (key, value) in Self.limits { environment[key] = value }
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let collected = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        input.fileHandleForWriting.write(
            Data(
                "import Foundation\nvar kept = 41\nThread.detachNewThread { var k = 0; while true { k &+= 1 } }\n".utf8)
        )
        // The prompt waits while the thread spins past its second of processor time; inputs
        // ask, each once the one before was answered, until one is answered after the note (at
        // most 60 s).
        let note =
            "note: code of an earlier input went on running between inputs and used all 1 s of processor time it may use (a thread that does not end?); the session starts again from your inputs\n"
        // On a busy machine the second may run out while an input runs: that input then says so.
        let during =
            "error: the session's code used all 1 s of processor time it may use (a loop or a thread that does not end?); the session starts again from your inputs\n"
        // The notes wrap at 80 columns: their lines are compared joined.
        func unwrapped() -> String { collected.text.replacingOccurrences(of: "\n  ", with: " ") }
        // An input is answered by its value, or by the note that the second ran out while it ran
        // (then the next input is asked: waiting for a value there waited out the deadline).
        func answered() -> Int {
            let text = unwrapped()
            return text.components(separatedBy: "Int = 42\n").count + text.components(separatedBy: during).count - 2
        }
        func stoppedThenAnswered() -> Bool {
            [note, during].contains { unwrapped().contains($0 + "Int = 42\n") }
        }
        let deadline = Date().addingTimeInterval(60)
        while !stoppedThenAnswered(), Date() < deadline {
            let asked = answered()
            input.fileHandleForWriting.write(Data("kept + 1\n".utf8))
            while answered() == asked, Date() < deadline { usleep(20_000) }
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        let answers = unwrapped().replacingOccurrences(of: note, with: "").replacingOccurrences(of: during, with: "")
        expectTrue(stoppedThenAnswered(), "\(collected.text)")
        expectTrue(
            !answers.isEmpty && answers.split(separator: "\n").allSatisfy { $0 == "Int = 42" }, "\(collected.text)")
    }

    /// What a child printed so far, gathered from another thread.
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) {
            lock.lock()
            data.append(more)
            lock.unlock()
        }
        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }
    }

    @Test("a 16,000-step member chain gets the compiler's answer; the session goes on")
    func longMemberChain() throws {
        let chain = "let x = S()" + String(repeating: ".s!", count: 16_000) + ".v"
        let outcome = try EndToEndTests.run(
            [], input: "struct S { var s: S? { nil }; var v = 1 }\n" + chain + "\nprint(\"alive\")\n")
        let everything = outcome.output + outcome.errorOutput
        expectTrue(everything.hasPrefix("error: "), "\(everything.prefix(2_000))")
        expectTrue(everything.hasSuffix("alive\n"), "\(everything.prefix(2_000))")
    }
}
