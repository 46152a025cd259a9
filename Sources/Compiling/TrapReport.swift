/// What the runner printed when learner code stopped it, cut into what the learner sees: their
/// own output and Swift's message (`Fatal error: Index out of range`) as Swift wrote them, and the
/// line of theirs where it stopped, read from the crash backtrace Swift's runtime prints.
public struct TrapReport: Equatable, Sendable {
    /// Everything before the backtrace: the learner's output, then Swift's own message.
    public let output: String
    /// The line Swift's runtime named as the crash's cause when it printed no message of its own
    /// (`Program crashed: Bad pointer dereference at …`, a stack overflow).
    public let crashLine: String?
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
            return
        }
        var before = lines[..<start]
        while let last = before.last, last.isEmpty { before = before.dropLast() }
        output = before.isEmpty ? "" : before.joined(separator: "\n") + "\n"
        let crashed = lines[start...].first { $0.hasPrefix("*** Program crashed: ") }
        crashLine = crashed.map {
            String($0.dropFirst("*** ".count).replacingOccurrences(of: " ***", with: ""))
        }
        place = lines[start...].lazy.compactMap(Self.unitFrame).first
    }

    public static func == (lhs: TrapReport, rhs: TrapReport) -> Bool {
        lhs.output == rhs.output && lhs.crashLine == rhs.crashLine && lhs.place?.module == rhs.place?.module
            && lhs.place?.line == rhs.place?.line && lhs.place?.column == rhs.place?.column
    }

    /// A backtrace frame in one of the session's inputs: `… in libInput3.so at main.swift:4:10`.
    private static func unitFrame(_ line: Substring) -> (module: String, line: Int, column: Int)? {
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
