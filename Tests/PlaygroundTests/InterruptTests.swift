import Foundation
@testable import Playground
import TestSupport
import Testing

/// Ctrl-C stops what runs now and nothing else. During `:play` it stops the animation: the
/// session's values stay and the next input runs (before, it also stopped the idle runner, so the
/// next input was reported as interrupted). While the compiler works it drops the input, none of
/// which runs (before, the compiler got the terminal's SIGINT and the input failed with "the
/// compiler stopped (status 130)"). Between inputs it changes nothing.
@Suite("Ctrl-C stops what runs now")
struct InterruptTests {
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
        // As the REPL does once Ctrl-C is seen: repeated until it ends something, so a press
        // that lands before the loop runs (a loaded machine) is not lost.
        let done = DispatchSemaphore(value: 0)
        let ended = DispatchSemaphore(value: 0)
        let pressing = Thread {
            usleep(300_000)
            while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                if console.interrupt() {
                    ended.signal()
                    return
                }
            }
        }
        pressing.start()
        let reply = console.submit("while true {}")
        done.signal()
        expectTrue(reply.output.contains("(interrupted: the input is dropped"), "\(reply.output)")
        expectTrue(ended.wait(timeout: .now()) == .success, "no interrupt said it ended the loop")
    }

    @Test("while the compiler works, the input is dropped and none of it runs")
    func ctrlCWhileCompiling() {
        let console = makeConsole()
        // Long enough to compile that the Ctrl-C comes before the compiler is done.
        let lines = (0..<400).map { "let value\($0) = [\($0), \($0) + 1].map { $0 * 2 }.reduce(0, +)" }
        // As the REPL does once Ctrl-C is seen: the interrupt is repeated until it ends something.
        let done = DispatchSemaphore(value: 0)
        let pressing = Thread {
            usleep(150_000)
            while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut, !console.interrupt() {}
        }
        pressing.start()
        let started = Date()
        let reply = console.compiled.submit((["var ran = true"] + lines).joined(separator: "\n"))
        done.signal()
        expectEqual(reply.output, "(interrupted: the input is dropped; the session is as it was before it)\n")
        expectTrue(Date().timeIntervalSince(started) < 2, "the compile was not stopped at once")
        let after = console.submit("print(ran)")
        expectTrue(after.output.contains("cannot find 'ran' in scope"), "\(after.output)")
    }

    @Test("between inputs it changes nothing: the next input runs, the values stay")
    func ctrlCBetweenInputs() {
        let console = makeConsole()
        expectEqual(console.submit("var kept = 1").failed, false)
        // Nothing was running: the REPL goes on repeating a press that lands in this moment.
        expectEqual(console.interrupt(), false)
        let after = console.submit("kept += 1; print(kept)")
        expectEqual(after.output, "2\n")
    }
}
