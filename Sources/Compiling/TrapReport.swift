/// What the runner printed when learner code stopped it, cut into what the learner sees: their
/// own output and Swift's message (`Fatal error: Index out of range`) as Swift wrote them, and the
/// line of theirs where it stopped, read from the crash backtrace Swift's runtime prints.
public struct TrapReport: Equatable, Sendable {
    /// Everything before the backtrace: the learner's output, then Swift's own message.
    public let output: String
    /// The line Swift's runtime named as the crash's cause when it printed no message of its own
    /// (`Program crashed: Bad pointer dereference at …`, a stack overflow; `Swift runtime failure:
    /// arithmetic overflow`, a check that failed in optimized code).
    public let crashLine: String?
    /// Whether the program ran out of stack: a recursion too deep (Swift reports it as a bad
    /// pointer dereference). Told by the address that faulted lying next to the crashed thread's
    /// stack pointer, or, when the backtrace shows no registers, by its deepest frames being one
    /// short cycle of calls, repeated. (The backtracer cannot always unwind from where the stack
    /// ran out, inside `malloc`, say: then it shows one frame, and only the address tells.)
    public let isStackOverflow: Bool
    /// The input (its module's name) and the line and column where the learner's code stopped.
    public let place: (module: String, line: Int, column: Int)?

    /// Reads the runner's output after it died.
    public init(runnerOutput: String) {
        let lines = runnerOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let backtraceStart = lines.firstIndex {
            $0.hasPrefix("*** Signal ") || $0.hasPrefix("💣") || $0.hasPrefix("*** Program crashed")
        }
        guard let start = backtraceStart else {
            output = runnerOutput
            crashLine = nil
            place = nil
            isStackOverflow = false
            return
        }
        // The backtracer's own complaint (it could not stop another thread) is not the program's.
        var before = lines[..<start].filter { !$0.hasPrefix("swift-runtime: failed to suspend thread") }[...]
        while let last = before.last, last.isEmpty { before = before.dropLast() }
        output = before.isEmpty ? "" : before.joined(separator: "\n") + "\n"
        // An optimized program's check names itself (`*** Swift runtime failure: arithmetic
        // overflow ***`) where unoptimized code reports only the signal.
        let crashed = lines[start...].first {
            $0.hasPrefix("*** Program crashed: ") || $0.hasPrefix("*** Swift runtime failure: ")
        }
        // The address a pointer pointed at differs from run to run; the words do not.
        crashLine = crashed.map {
            let words = String($0.dropFirst("*** ".count).replacingOccurrences(of: " ***", with: ""))
            return words.range(of: " at 0x").map { String(words[..<$0.lowerBound]) } ?? words
        }
        let frames = lines[start...].compactMap(Self.unitFrame)
        place = frames.first
        // A stack overflow is a bad pointer dereference (the guard page); a trap with Swift's
        // own message inside a recursion that would have ended is not one.
        isStackOverflow =
            crashLine?.hasSuffix("Bad pointer dereference") == true
            && (Self.faultIsAtStackPointer(lines[start...])
                || Self.repeatsPeriodically(lines[start...].compactMap(Self.frameText)))
    }

    /// How far from the stack pointer a fault still counts as the stack's end: a function's frame
    /// is touched page by page below the pointer (stack probes), or just above it.
    static let stackReach: UInt64 = 64 * 1024

    /// Whether the address the crash names (`Bad pointer dereference at 0x00007ffd…`) is within
    /// `stackReach` of the stack pointer the registers show (`rsp` on x86-64, `sp` on arm64).
    private static func faultIsAtStackPointer(_ lines: ArraySlice<Substring>) -> Bool {
        guard let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed: ") }),
            let at = crashed.range(of: " at 0x"),
            let fault = UInt64(crashed[at.upperBound...].prefix { $0.isHexDigit }, radix: 16)
        else { return false }
        for line in lines {
            let words = line.split(separator: " ", maxSplits: 2)
            guard words.count >= 2, words[0] == "rsp" || words[0] == "sp", words[1].hasPrefix("0x"),
                let pointer = UInt64(words[1].dropFirst(2), radix: 16)
            else { continue }
            let distance = fault > pointer ? fault - pointer : pointer - fault
            return distance <= stackReach
        }
        return false
    }

    /// Whether the deepest frames the backtrace shows are one short cycle of calls, repeated at
    /// least three times over at least 24 frames: the learner's function calling itself, or learner code that makes the
    /// engine subscribe without end (`func h() -> Observable<Int> { .deferred { h() } }`, where
    /// the learner's closure returns before each next subscription), until the stack ran out.
    private static func repeatsPeriodically(_ frames: [Substring]) -> Bool {
        // Three cycles at least, and 24 frames: a short recursion that ends in a crash is not one.
        for period in 1...16 where frames.count >= max(3 * period, 24) {
            let tail = Array(frames.suffix(max(3 * period, 24)))
            if tail.indices.dropFirst(period).allSatisfy({ tail[$0] == tail[$0 - period] }) { return true }
        }
        return false
    }

    /// A backtrace frame's call, without its number and address (`depth(_:) + 12 in libInput4.so
    /// at main.swift:1:48`), or nil for a line that is not a frame.
    private static func frameText(_ line: Substring) -> Substring? {
        guard line.drop(while: { $0 == " " }).first?.isNumber == true, let address = line.range(of: " 0x") else {
            return nil
        }
        guard let space = line[address.upperBound...].firstIndex(of: " ") else { return nil }
        return line[space...]
    }

    public static func == (lhs: TrapReport, rhs: TrapReport) -> Bool {
        lhs.output == rhs.output && lhs.crashLine == rhs.crashLine && lhs.isStackOverflow == rhs.isStackOverflow
            && lhs.place?.module == rhs.place?.module
            && lhs.place?.line == rhs.place?.line && lhs.place?.column == rhs.place?.column
    }

    /// A backtrace frame in one of the session's inputs: `… in libInput3.so at main.swift:4:10`.
    private static func unitFrame<Text: StringProtocol>(_ line: Text) -> (module: String, line: Int, column: Int)? {
        guard let inRange = line.range(of: " in lib"),
            let atRange = line.range(of: ".so at ", range: inRange.upperBound..<line.endIndex)
        else { return nil }
        let module = String(line[inRange.upperBound..<atRange.lowerBound])
        guard module.hasPrefix("Input") || module == "main" else { return nil }
        let location = line[atRange.upperBound...].split(separator: ":")
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
            let column = Int(location[location.count - 1])
        else { return nil }
        return (module, lineNumber, column)
    }
}
