import Compiling
import Foundation
@testable import Playground

/// A fresh compiled console over this build's toolchain and modules, as the tests drive it:
/// `options` default to 80 columns, Unicode, no colors, no lessons folder. Each request may run
/// 3 s of real time, so a runaway loop ends the test quickly.
func makeConsole(options: SessionOptions = SessionOptions(lessonsDirectory: "/nonexistent")) -> CompiledConsole {
    // Every test of this target runs on a machine that built the toolchain's modules.
    guard case .success(let toolchain) = Toolchain.locate(), let session = try? CompiledSession(toolchain: toolchain)
    else { fatalError("no toolchain or session folder for the tests") }
    session.timeLimit = 3
    let console = CompiledConsole(session: session, options: options)
    // `:play` puts its frames in the text, whatever the test's standard output is.
    console.playback.screen = nil
    return console
}

extension CompiledConsole {
    /// The compiled session under a console `makeConsole` made.
    var compiled: CompiledSession {
        guard let session = session as? CompiledSession else { fatalError("not a compiled console") }
        return session
    }

    /// Feeds `text` line by line, each line with the next one already waiting (a pipe), then
    /// runs what is held; the replies' outputs joined, failed when any failed.
    func submit(_ text: String) -> Reply {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var reply = Reply(output: "", shouldQuit: false)
        for (index, line) in lines.enumerated() {
            let one = submit(line, moreInputWaiting: index < lines.count - 1)
            reply.output += one.output
            reply.failed = reply.failed || one.failed
            reply.shouldQuit = reply.shouldQuit || one.shouldQuit
        }
        let count = inputs.count
        reply.output += finishHeldInput()
        if inputs.count > count, inputs.last?.succeeded == false { reply.failed = true }
        return reply
    }

    /// Runs `text` as a script, statement by statement (`:load`'s way), then the clock until
    /// idle or `timeLimit` milliseconds.
    func runScript(_ text: String, file: String, timeLimit: Int = 60_000) -> (output: String, succeeded: Bool) {
        let outcome = runFile(text, file: file, timeLimit: timeLimit, limitHint: "--time sets the limit")
        return (outcome.output, outcome.succeeded)
    }
}
