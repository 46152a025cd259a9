import Foundation

/// The output and exit status of the test binary run again with a filter, in a child process
/// that the suites it runs recognize by `environmentKey` set to `1`: process-wide state (a
/// resource counter, an installed virtual clock) is then theirs alone, while the other suites
/// of the parent run in parallel.
public struct ChildTestRun {
    /// The variable the child's suites look for (`ResourceScenarioTests` and the other
    /// process-wide scenarios of the engine's tests).
    public static let environmentKey = "RXCORE_RESOURCE_SCENARIOS"

    /// The child's exit status.
    public let exitStatus: Int32
    /// What the child printed, without terminal escapes.
    public let output: String

    /// Runs the suites matching `suite` in a child process with `environmentKey` set.
    public init(suite: String, environmentKey: String = ChildTestRun.environmentKey) throws {
        var environment = ProcessInfo.processInfo.environment
        environment[environmentKey] = "1"
        environment["NO_COLOR"] = "1"
        let run = try ProcessRun(
            Self.testBinary, ["--testing-library", "swift-testing", "--filter", suite], environment: environment)
        exitStatus = run.status
        output = Self.withoutTerminalEscapes(run.output)
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
