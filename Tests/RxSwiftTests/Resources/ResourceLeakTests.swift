import Foundation
import TestSupport
import Testing

/// `Resources.total` must come back to where it started once every subscription is disposed and
/// every sequence released.
///
/// The counter is process-wide and the other suites run in parallel, so measuring it here would
/// be noise. Instead this test runs the test binary again as a child process that runs only
/// `ResourceScenarioTests`, one scenario at a time, where the counter moves for nothing else:
/// the measurement is exact, and a leak of a single object fails it.
@Suite("Resources.total returns to its start", .serialized)
struct ResourceLeakTests {
    @Test("every scenario, run alone in a child process, leaves Resources.total where it found it")
    func scenariosInChildProcess() throws {
        let run = try ChildTestRun(suite: "RxSwiftTests.ResourceScenarioTests")
        expectEqual(run.exitStatus, 0, "\(run.output)")
        // The child must really have run the scenarios, not skipped or filtered them all away.
        let scenarioCount = ResourceScenario.all.count
        expectTrue(run.output.contains("with \(scenarioCount) test cases passed"), "\(run.output)")
        expectTrue(run.output.contains("Test run with \(ResourceScenarioTests.testCount) tests"), "\(run.output)")
        expectTrue(!run.output.contains("skipped"), "\(run.output)")
    }
}

/// The output and exit status of the test binary run again with a filter, in a child process
/// that `ResourceScenarioTests` recognizes.
struct ChildTestRun {
    static let environmentKey = "RXCORE_RESOURCE_SCENARIOS"

    let exitStatus: Int32
    let output: String

    init(suite: String) throws {
        let process = Process()
        process.executableURL = Self.testBinary
        process.arguments = ["--testing-library", "swift-testing", "--filter", suite]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.environmentKey] = "1"
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        exitStatus = process.terminationStatus
        output = Self.withoutTerminalEscapes(String(decoding: data, as: UTF8.self))
    }

    /// The running test binary.
    private static var testBinary: URL {
        let procSelf = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: procSelf) {
            return URL(fileURLWithPath: resolved)
        }
        return URL(fileURLWithPath: CommandLine.arguments[0])
    }

    private static func withoutTerminalEscapes(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
