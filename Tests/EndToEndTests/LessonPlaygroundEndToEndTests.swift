import Foundation
import TestSupport
import Testing

/// `rxplay run X.playground` and `rxplay lesson X.playground --check` from the command line.
@Suite("rxplay and Xcode playgrounds", .serialized)
struct LessonPlaygroundEndToEndTests {
    static let playgrounds = EndToEndTests.here.deletingLastPathComponent().appendingPathComponent(
        "PlaygroundTests/Playgrounds"
    ).path

    @Test("run X.playground runs Sources, then the pages in order, then the clock; one page runs alone")
    func run() throws {
        let all = try EndToEndTests.run(["run", Self.playgrounds + "/Intro.playground"])
        expectEqual(all.output, "Hello, 🐶\ntick 0\ntick 1\ntick 2\ndone\n", "\(all.output)")
        expectEqual(all.status, 0)
        let page = try EndToEndTests.run(["run", Self.playgrounds + "/Intro.playground/Pages/Zebra.xcplaygroundpage"])
        expectEqual(page.output, "Hello, 🐶\n", "\(page.output)")
    }

    @Test("--time stops the clock and says work is still scheduled; a bad --time is refused")
    func time() throws {
        let forever = try EndToEndTests.run(["run", Self.playgrounds + "/Forever.playground", "--time", "2s"])
        expectEqual(
            forever.output,
            "tick 0\ntick 1\nstopped after 2s of virtual time with work still scheduled (--time sets the limit)\n",
            "\(forever.output)")
        expectEqual(forever.status, 0)
        let bad = try EndToEndTests.run(["run", Self.playgrounds + "/Forever.playground", "--time", "soon"])
        expectTrue(bad.errorOutput.contains("--time takes a duration such as 60s or 500ms"), "\(bad.errorOutput)")
        expectTrue(bad.status != 0)
    }

    @Test("lesson X.playground --check runs its steps")
    func check() throws {
        let outcome = try EndToEndTests.run(["lesson", Self.playgrounds + "/Intro.playground", "--check"])
        expectEqual(outcome.output, Self.playgrounds + "/Intro.playground: ok\n", "\(outcome.output)")
        expectEqual(outcome.status, 0)
    }
}
