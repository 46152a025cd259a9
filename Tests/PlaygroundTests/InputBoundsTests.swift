import Foundation
@testable import Playground
import TestSupport
import Testing

/// Numbers the learner gives are clamped or refused with a message, never a crash or a hang
/// (issue #25): widths, `:wait`, `:play`'s speed and its frames, `:marbles` windows.
@Suite("Bounded inputs")
struct InputBoundsTests {
    @Test("a width outside 20…1000 is moved to the nearest end, also when set later")
    func widths() {
        expectEqual(SessionOptions(width: Int.max).width, 1_000)
        expectEqual(SessionOptions(width: Int.min).width, 20)
        var options = SessionOptions(width: 80)
        options.width = Int.max
        expectEqual(options.width, 1_000)
    }

    @Test(":marbles at the widest width and with windows at Int.max draws without overflowing")
    func marblesAtTheEdges() {
        let console = makeConsole(options: SessionOptions(width: Int.max, lessonsDirectory: "/nonexistent"))
        _ = console.submit("let s = PublishSubject<Int>()\ns.onNext(1)")
        expectEqual(console.submit(":marbles").output, "    1\ns  ─1─\n")
        let most = Int.max
        expectEqual(console.submit(":marbles --from \(most)").output, "(empty timeline: nothing recorded yet)\n")
        expectEqual(console.submit(":marbles --to \(most)").output, "    1\ns  ─1─\n")
        expectEqual(console.submit(":marbles --last \(most)").output, "    1\ns  ─1─\n")
        expectEqual(console.submit(":marbles --from \(most - 1) --to \(most)").output, "s  ─\n")
    }

    @Test(":wait moves at most an hour; :play after it draws the frames that show something, at once")
    func waitAndPlay() {
        let console = makeConsole()
        _ = console.submit("let s = PublishSubject<Int>()\ns.onNext(1)")
        let refused = console.submit(":wait 61m")
        expectEqual(refused.output, "error: the clock moves at most 60m at a time\nusage: \(WaitCommand.usage)\n")
        expectTrue(refused.failed)
        expectEqual(console.submit(":wait 60m").output, "time is 3600.2s (frame 36002)\n")
        _ = console.submit("s.onNext(2)")
        let start = Date()
        let played = console.submit(":play 1000").output
        expectTrue(Date().timeIntervalSince(start) < 20, "\(Date().timeIntervalSince(start)) s")
        // Frames 0 and 1 (s made, 1), the ten empty ones after, then 36002 (2).
        expectEqual(played.components(separatedBy: "↑ now").count - 1, 13)
        expectTrue(played.hasSuffix("↑ now 36002 (3600.2s)\nplayed 0…36002 (36003 frames)\n"), "\(played.suffix(200))")
    }

    @Test(":play refuses a speed it cannot wait for", arguments: ["1e-300", "0.001", "0", "1001", "inf", "nan"])
    func playSpeed(speed: String) {
        let console = makeScriptedConsole().console
        expectEqual(
            console.submit(":play \(speed)").output,
            "error: the speed must be from 0.01 to 1000\nusage: \(PlayCommand.usage)\n")
    }
}
