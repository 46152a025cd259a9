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
