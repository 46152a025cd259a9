@_spi(Playground) import RxSwift
import TestSupport
import Testing

/// What a debug build of RxSwift 6.10.2 prints for an anomaly (`SynchronizationTracker` in its
/// `Rx.swift`), which the playground prints the same way; only the breakpoint's place is the
/// engine's own file and line where RxSwift names its `Rx.swift`.
@Suite("Anomaly messages")
struct AnomalyMessageTests {
    static let problem = [
        "  > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`",
        "    This behavior breaks the grammar because there is overlapping between sequence events.",
        "    Observable sequence is trying to send an event before sending of previous event has finished.",
    ]

    @Test("reentrancy: RxSwift's words, line by line, ending with a line break")
    func reentrancy() {
        let lines = Hooks.Anomaly.reentrancy.debugMessage.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.first, "⚠️ Reentrancy anomaly was detected.")
        expectTrue(Self.isBreakpointLine(lines[1]), "\(lines[1])")
        expectEqual(Array(lines[2...]), (Self.problem + [
            "  > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,",
            "    or that the system is not behaving in the expected way.",
            "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`",
            "    or by enqueuing sequence events in some other way.",
            "",
        ]).map { Substring($0) })
    }

    @Test("synchronization: RxSwift's words, line by line, with its trailing space")
    func synchronization() {
        let lines = Hooks.Anomaly.synchronization.debugMessage.split(separator: "\n", omittingEmptySubsequences: false)
        expectEqual(lines.first, "⚠️ Synchronization anomaly was detected.")
        expectTrue(Self.isBreakpointLine(lines[1]), "\(lines[1])")
        expectEqual(Array(lines[2...]), (Self.problem + [
            "  > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.",
            "    This is undefined behavior because the ordering of the effects caused by these events is nondeterministic and depends on the ",
            "    operating system thread scheduler. This will result in a random behavior of your program.",
            "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`",
            "    or by synchronizing sequence events in some other way.",
            "",
        ]).map { Substring($0) })
    }

    /// `  > Debugging: … set a breakpoint in FILE:LINE and observe the call stack.`, FILE being a
    /// Swift file of the engine's module.
    private static func isBreakpointLine(_ line: Substring) -> Bool {
        let prefix = "  > Debugging: To debug this issue you can set a breakpoint in RxSwift/"
        let suffix = " and observe the call stack."
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return false }
        let place = line.dropFirst(prefix.count).dropLast(suffix.count)
        guard let colon = place.lastIndex(of: ":") else { return false }
        return place[..<colon].hasSuffix(".swift") && Int(place[place.index(after: colon)...]) != nil
    }
}
