import Compiling
import TestSupport
import Testing

@Suite("the compiler's and the runtime's words, read back")
struct CompilerOutputTests {
    @Test("LLVM-style messages: positions, severities, notes joined to their message, excerpts skipped")
    func diagnostics() {
        let output = """
            main.swift:3:7: error: ambiguous use of 'x'
            print(x)
                  ^
            In1.x:1:14: note: found this candidate in module 'In1'
            main.swift:1:5: warning: 'bindTo' is deprecated: renamed to 'bind(to:)'
            <unknown>:0: error: missing required module 'SwiftShims'
            C:\\odd:path.swift:2:1: error: colons in a path
            """
        let parsed = CompilerDiagnostic.parse(output)
        expectEqual(parsed.count, 4)
        expectEqual(parsed[0].file, "main.swift")
        expectEqual(parsed[0].line, 3)
        expectEqual(parsed[0].column, 7)
        expectEqual(parsed[0].severity, .error)
        expectEqual(parsed[0].message, "ambiguous use of 'x'")
        expectEqual(parsed[0].notes.map(\.message), ["found this candidate in module 'In1'"])
        expectEqual(parsed[1].severity, .warning)
        expectEqual(parsed[2].file, nil)
        expectEqual(parsed[2].message, "missing required module 'SwiftShims'")
        expectEqual(parsed[3].file, "C:\\odd:path.swift")
    }

    @Test("messages render in Swift's style on the learner's line, emoji counted as two columns")
    func rendering() {
        let place = LearnerDiagnostic.Place(text: "let a = 1\nsubject.onNext(\"🐶\", 42)", line: 2, column: 24)
        let diagnostic = LearnerDiagnostic(
            severity: .error, message: "extra argument in call", place: place,
            notes: [LearnerDiagnostic(severity: .note, message: "declared here", place: nil, notes: [])])
        expectEqual(
            DiagnosticText.render([diagnostic]),
            """
            error: extra argument in call
             2 | subject.onNext("🐶", 42)
               |                      `- error: extra argument in call
            note: declared here

            """)
    }

    @Test("a trap: the learner's output and Swift's message kept, the backtrace read for the learner's line")
    func trap() {
        let output = """
            before
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f20c056df7f... done ***

            *** Program crashed: Illegal instruction at 0x00007f20c056df7f ***

            Thread 0 "rxplay-runner" crashed:

              0      0x00007f20c056df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              2 [ra] 0x00007f20c0bb6f65 specialized Array.subscript.getter + 84 in libswiftSwiftOnoneSupport.so
              3 [ra] 0x00007f20c0b2abc0 closure #1 in rxplay_unit_Input3 + 255 in libInput3.so at main.swift:4:10
              4 [ra] 0x00007f20c0b2abc0 rxplay_unit_Input5 + 255 in libInput5.so at main.swift:1:1
            """
        let report = TrapReport(runnerOutput: output)
        expectEqual(report.output, "before\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n")
        expectEqual(report.crashLine, "Program crashed: Illegal instruction")
        expectTrue(!report.isStackOverflow)
        expectEqual(report.place?.module, "Input3")
        expectEqual(report.place?.line, 4)
        expectEqual(report.place?.column, 10)
    }

    @Test("one frame of the learner's repeated through the backtrace is a recursion too deep")
    func recursion() {
        let frame = "  5 [ra] 0x0000 depth(_:) + 12 in libInput4.so at main.swift:1:48"
        let other = "  6 [ra] 0x0000 depth(_:) + 12 in libInput4.so at main.swift:1:30"
        let header =
            "*** Signal 11: Backtracing from 0x1... done ***\n\n*** Program crashed: Bad pointer dereference at 0x00007ffe1bedafe8 ***\n"
        let deep = TrapReport(runnerOutput: header + Array(repeating: frame, count: 30).joined(separator: "\n"))
        expectTrue(deep.isStackOverflow)
        expectEqual(deep.crashLine, "Program crashed: Bad pointer dereference")
        let shallow = TrapReport(
            runnerOutput: header
                + (Array(repeating: frame, count: 10) + Array(repeating: other, count: 10)).joined(separator: "\n"))
        expectTrue(!shallow.isStackOverflow)
        // Through the engine: the learner's closure calls itself again two frames down.
        let engine = [
            "  7 [ra] 0x0000 Deferred.run + 40 in libRxPlaygroundModules.so",
            "  8 [ra] 0x0000 Producer.subscribe + 99 in libRxPlaygroundModules.so",
            "  9 [ra] 0x0000 closure #1 in h() + 20 in libInput1.so at main.swift:1:53",
        ]
        let cycle = TrapReport(
            runnerOutput: header + Array(repeating: engine, count: 12).flatMap { $0 }.joined(separator: "\n"))
        expectTrue(cycle.isStackOverflow)
        expectEqual(cycle.place?.line, 1)
        // The engine subscribing without end, the learner's closure returning before each next
        // subscription: a recursion too, with no line of the learner's to show.
        let engineOnly = TrapReport(
            runnerOutput: header
                + Array(repeating: Array(engine.prefix(2)), count: 12).flatMap { $0 }.joined(separator: "\n"))
        expectTrue(engineOnly.isStackOverflow)
        expectTrue(engineOnly.place == nil)
        // Repeated only twice at the bottom of a varied stack: not enough to call it endless.
        let twice = TrapReport(
            runnerOutput: header
                + ((1...20).map { "  \($0) [ra] 0x0000 f\($0)() + 1 in libInput2.so at main.swift:\($0):1" } + engine
                + engine)
                .joined(separator: "\n"))
        expectTrue(!twice.isStackOverflow)
        // A trap with Swift's words inside a recursion that would have ended is not an overflow.
        let trapped = TrapReport(
            runnerOutput: header.replacingOccurrences(of: "Bad pointer dereference", with: "Illegal instruction")
                + Array(repeating: frame, count: 30).joined(separator: "\n"))
        expectTrue(!trapped.isStackOverflow)
    }

    @Test("a fault next to the stack pointer is the stack running out, when the backtrace could not unwind")
    func faultAtStackPointer() {
        // What Swift 6's backtracer printed for a 200,000-deep enum encoded to JSON when the stack
        // ran out inside malloc: one frame, then the registers.
        func crash(
            at fault: String, register: String = "rsp", pointer: String, signal: String = "Bad pointer dereference"
        )
            -> TrapReport
        {
            TrapReport(
                runnerOutput: """
                    *** Signal 11: Backtracing from 0x7f9e1aedc36f... done ***

                    *** Program crashed: \(signal) at \(fault) ***

                    Thread 0 "rxplay-runner" crashed:

                      0  0x00007f9e1aedc36f _int_malloc + 15 in libc.so.6
                    ...

                    Registers:

                    rax 0x0000000000000001  1
                    rbp 0x00007ffda6135010  a0 50 13 a6 fd 7f 00 00 3e 07 69 2b 1a 7f 00 00   P·¦ý···>·i+····
                    \(register) \(pointer)  b0 50 13 a6 fd 7f 00 00 f0 50 13 a6 fd 7f 00 00  °P·¦ý···ðP·¦ý···
                    rip 0x00007f1a2b68d568  41 55 41 54 53 48 83 ec 38 8b 47 18 3b 46 18 0f  AUATSH·ì8·G·;F··

                    Backtrace took 0.03s
                    """)
        }
        expectTrue(crash(at: "0x00007ffda6134ff8", pointer: "0x00007ffda6135000").isStackOverflow)
        expectTrue(crash(at: "0x00007ffda6135000", pointer: "0x00007ffda6135000").isStackOverflow)
        // A frame's pages are probed below the pointer; arm64 names it `sp`.
        expectTrue(crash(at: "0x0000ffffd0a20000", register: " sp", pointer: "0x0000ffffd0a2f000").isStackOverflow)
        // A nil or freed pointer is far from the stack.
        expectTrue(!crash(at: "0x0000000000000000", pointer: "0x00007ffda6135000").isStackOverflow)
        expectTrue(!crash(at: "0x00007ffda6035000", pointer: "0x00007ffda6135000").isStackOverflow)
        expectTrue(!crash(at: "0x00007ffda6146000", pointer: "0x00007ffda6135000").isStackOverflow)
        // Another register next to the fault is not the stack pointer.
        expectTrue(!crash(at: "0x00007ffda6134ff8", register: "rsi", pointer: "0x00007ffda6134ff8").isStackOverflow)
        // Only a bad pointer dereference can be the stack's end.
        expectTrue(
            !crash(at: "0x00007ffda6134ff8", pointer: "0x00007ffda6135000", signal: "Illegal instruction")
                .isStackOverflow)
    }

    @Test("a check that failed in optimized code is named as Swift's backtracer names it")
    func runtimeFailure() {
        let report = TrapReport(
            runnerOutput:
                "before\n\n*** Signal 4: Backtracing from 0x7f49f9e2cac5... done ***\n\n*** Swift runtime failure: arithmetic overflow ***\n\nThread 0 crashed:\n  1 0x00007f49f9e2cac5 rxplay_unit_main + 284 in libmain.so at main.swift:3:3\n"
        )
        expectEqual(report.output, "before\n")
        expectEqual(report.crashLine, "Swift runtime failure: arithmetic overflow")
        expectEqual(report.place?.line, 3)
    }

    @Test("the backtracer's own complaint is not part of the learner's output")
    func backtracerComplaint() {
        let report = TrapReport(
            runnerOutput:
                "a\nswift-runtime: failed to suspend thread 7 while processing a crash; backtraces will be missing information\n*** Signal 4: Backtracing from 0x1... done ***\n"
        )
        expectEqual(report.output, "a\n")
    }

    @Test("output without a backtrace is all the learner's")
    func noBacktrace() {
        let report = TrapReport(runnerOutput: "a\nb\n")
        expectEqual(report.output, "a\nb\n")
        expectTrue(report.place == nil)
    }
}
