import Foundation
import TestSupport
import Testing

/// Ctrl-C and Ctrl-D act on what the learner saw when pressing them, also in the moment between
/// an input's reply and the prompt's read, which a busy machine stretches. The tests widen that
/// moment on purpose (`RXPLAY_TEST_PROMPT_DELAY_MS`) and press the key inside it.
@Suite("keys pressed between inputs")
struct KeysBetweenInputsEndToEndTests {
    /// Holds each prompt back a second after the reply before it, a moment a key can land in.
    static let delayedPrompt = ["RXPLAY_TEST_PROMPT_DELAY_MS": "1000"]

    @Test("Ctrl-C after a reply, before the prompt reads, drops the line at that prompt, never the next input")
    func controlCBeforeThePrompt() throws {
        let screen = try EndToEndTests.pty(
            [
                .type("let dog = \"🐶\"\n"),
                .type("print(dog)\n", until: "🐶\n"),
                // The reply is on screen and the prompt is not: Ctrl-C belongs to that prompt.
                .press("\u{03}", until: "rx> "),
                .type("print(dog)\n", until: "🐶\nrx> "),
                .type("\u{04}", until: nil),
            ], environment: Self.delayedPrompt)
        expectEqual(screen.components(separatedBy: "🐶\n").count, 3, "\(screen)")
        expectTrue(!screen.contains("(interrupted"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test("Ctrl-D after a reply, before the prompt reads, is Ctrl-D on that prompt's empty line: rxplay exits 0")
    func controlDBeforeThePrompt() throws {
        let screen = try EndToEndTests.pty(
            [
                .type("print(\"ready\")\n", until: "ready\n"),
                // Nothing to wait for but the end.
                EndToEndTests.PtyStep(send: "\u{04}"),
            ], environment: Self.delayedPrompt)
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test(
        "Ctrl-D while an input runs, or typed together with its Enter, is kept for the prompt after it: the input finishes, then rxplay exits 0",
        arguments: [false, true])
    func controlDWhileAnInputRuns(together: Bool) throws {
        let line = "var n = 0; while n < 100_000_000 { n &+= 1 }; print(\"counted\", n)\n"
        let screen = try EndToEndTests.pty(
            together
                ? [.type(line + "\u{04}", until: nil)]
                : [.type(line, until: "print(\"counted\", n)\n"), EndToEndTests.PtyStep(send: "\u{04}")])
        expectTrue(screen.contains("counted 100000000\n"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    /// The runner an interrupt ends may be one just started (the session starts one after the
    /// interrupted compile); `RXPLAY_TEST_BOX_START_PAUSE_MS` holds its box in the moment a busy
    /// machine sometimes stretches, before the box's processes tie their lives to the runner's.
    @Test(
        "Ctrl-C typed together with Enter, while libedit still holds the terminal, stops the input it starts, also while a runner starts",
        arguments: [false, true])
    func controlCWithEnter(slowStart: Bool) throws {
        let screen = try EndToEndTests.pty(
            [
                .type("var n = 0; while true { n += 1 }\n\u{03}", until: EndToEndTests.interruptedNote + "rx> "),
                .type("print(\"next\")\n", until: "next\nrx> "),
                .type("\u{04}", until: nil),
            ], environment: slowStart ? ["RXPLAY_TEST_BOX_START_PAUSE_MS": "1000"] : [:])
        expectTrue(!screen.contains("stopped after"), "\(screen)")
        // A runner left running out of the session's reach was found at the next input.
        expectTrue(!screen.contains("went on running"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test("Ctrl-C while a line typed with another is read as a paste drops both; neither runs at the next prompt")
    func controlCDuringAPaste() throws {
        let screen = try EndToEndTests.pty(
            [
                // Typed together, the two lines are read as one paste; the Ctrl-C lands while the
                // second waits to be read (the prompt delay), after it was collected.
                .type("var n = 0; while true { n += 1 }\nprint(\"typed ahead\")\n", until: "{ n += 1 }\n"),
                .press("\u{03}", until: "rx> "),
                .type("print(\"next\")\n", until: "next\nrx> "),
                .type("\u{04}", until: nil),
            ], environment: Self.delayedPrompt)
        let lines = screen.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        expectTrue(!lines.contains("typed ahead"), "\(screen)")
        expectTrue(lines.contains("next"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    @Test("a line typed once the Enter before it was read is the next prompt's input, not a paste with that line")
    func lineTypedAfterEnterIsNotAPaste() throws {
        // The second line comes while rxplay, having read the first line's Enter, has not yet
        // looked at what else the terminal holds: a moment a busy machine makes long, held here.
        let screen = try EndToEndTests.pty(
            [
                .type("print(\"one\")\n", until: "print(\"one\")\n"),
                .press("print(\"two\")\n", until: "two\nrx> "),
                .type("\u{04}", until: nil),
            ], environment: ["RXPLAY_TEST_ACCEPT_DELAY_MS": "1000"])
        // The first runs alone; the second's own prompt shows it again, and then it runs.
        let one = screen.range(of: "one\nrx> print(\"two\")\ntwo\nrx> ")
        expectTrue(one != nil, "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }

    /// With `slowAccept`, the line typed ahead comes while rxplay, having read the Enter, has not
    /// yet looked at what the terminal holds (a busy machine's moment, held for a second): it
    /// was typed after the Enter was seen, so it is not a paste with the line before.
    @Test(
        "Ctrl-C while an input runs stops it and drops the line typed ahead; the next input runs",
        arguments: [false, true])
    func controlCDropsTheLineTypedAhead(slowAccept: Bool) throws {
        let screen = try EndToEndTests.pty(
            [
                .type("var n = 0; while true { n += 1 }\n", until: "{ n += 1 }\n"),
                // Echoed by the terminal (its Enter shown as ^J: the terminal is out of canonical
                // mode while an input runs) or, when the keys came before the input took them, by
                // libedit.
                .press("print(\"typed ahead\")\n", until: "print(\"typed ahead\")"),
                .press("\u{03}", until: "(interrupted: the input is dropped; the session is as it was before it)"),
                .type("print(\"next\")\n", until: "next\nrx> "),
                .type("\u{04}", until: nil),
            ], environment: slowAccept ? ["RXPLAY_TEST_ACCEPT_DELAY_MS": "1000"] : [:])
        expectTrue(!screen.contains("typed ahead\n"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"), "\(screen)")
    }
}
