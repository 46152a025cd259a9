import Foundation
@testable import Playground
import TestSupport
import Testing

/// Ctrl-C during `:play` stops the animation and nothing else: the session's values stay, and
/// the next input runs (before, the Ctrl-C also stopped the idle runner, so the session was
/// rebuilt and the next input reported as interrupted).
@Suite("Ctrl-C during :play")
struct PlayInterruptTests {
    /// A screen that presses Ctrl-C at the second frame.
    final class PressingScreen: PlaybackScreen {
        var frames = 0
        var press: () -> Void = {}
        func show(_ frame: String, replacing previousLines: Int) { frames += 1 }
        func pause(milliseconds: Int, isStopped: () -> Bool) {
            if frames == 2 { press() }
        }
    }

    @Test("stops the playback; the next input runs and sees the session's values")
    func ctrlCStopsOnlyThePlayback() {
        let console = makeConsole()
        let screen = PressingScreen()
        console.playback.screen = screen
        screen.press = { console.interrupt() }
        let setup = console.submit(
            "let s = PublishSubject<Int>()\nlet seen = s.subscribe(onNext: { print($0) })\nvar kept = 41\ns.onNext(1)\ns.onNext(2)\ns.onNext(3)")
        expectTrue(!setup.failed, "\(setup.output)")
        let played = console.submit(":play")
        expectTrue(played.output.contains("stopped at 1 (Ctrl-C)"), "\(played.output)")
        expectEqual(screen.frames, 2)
        let after = console.submit("kept += 1; print(kept)")
        expectEqual(after.output, "42\n")
        expectTrue(!after.failed)
    }

    @Test("a Ctrl-C while code runs still stops that code")
    func ctrlCStillStopsCode() {
        let console = makeConsole()
        let pressing = Thread { usleep(300_000); console.interrupt() }
        pressing.start()
        let reply = console.submit("while true {}")
        expectTrue(reply.output.contains("(interrupted: the input is dropped"), "\(reply.output)")
    }
}
