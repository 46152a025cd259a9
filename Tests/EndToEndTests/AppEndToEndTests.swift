import Foundation
import TestSupport
import Testing

/// `rxplay app PATH < script`: the built executable runs the collage lesson's project, and a
/// fixture project of `Tests/PlaygroundTests/Apps`, with the user's actions from a pipe.
@Suite("rxplay app end to end", .serialized)
struct AppEndToEndTests {
    static let tests = EndToEndTests.here.deletingLastPathComponent().appendingPathComponent("PlaygroundTests")
    static let root = EndToEndTests.here.deletingLastPathComponent().deletingLastPathComponent()

    @Test("a script of taps, selections and going back drives the app; exit 0 at its end")
    func script() throws {
        let outcome = try EndToEndTests.run(
            ["app", "lessons/apps/collage"],
            input: ":tap +\n:select 1\n:select 2\n:back\n(UIApplication.shared.delegate as? AppDelegate) != nil\n",
            in: Self.root)
        expectTrue(
            outcome.output.hasPrefix("launching with MainViewController\nmain: viewDidLoad\n"), "\(outcome.output)")
        expectTrue(outcome.output.contains("completed photo selection\n"))
        expectTrue(outcome.output.contains("┌─ 2 photos ─\n│ Clear ✓  Save ✓  + ✓\n"))
        expectTrue(outcome.output.hasSuffix("Bool = true\n"), "\(outcome.output)")
        expectEqual(outcome.status, 0)
    }

    @Test("a project that cannot launch says why and exits 1")
    func cannotLaunch() throws {
        let outcome = try EndToEndTests.run(["app", "Apps/GhostScene"], in: Self.tests)
        expectTrue(
            outcome.output.hasPrefix(
                "error: Apps/GhostScene/Base.lproj/Main.storyboard: Unknown class\n  GhostViewController"),
            "\(outcome.output)")
        expectEqual(outcome.status, 1)
    }
}
