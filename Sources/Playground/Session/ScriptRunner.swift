import Interpreter
import RxLibrary

/// What running a script produced.
struct ScriptOutcome {
    /// Everything to show, in order (with the inputs echoed, when asked).
    var output = ""
    /// What the inputs printed, without the echo.
    var printed = ""
    /// The file line of the first failing input, if one failed.
    var failedLine: Int?
    /// The script said `:quit`: it ended there.
    var quit = false
    /// Whether every input ran without error.
    var succeeded: Bool { failedLine == nil }
}

/// Runs a script the way a learner would type it: each complete input (a statement, or a
/// multi-line one) on its own, moving the clock a frame each; lines starting with `:` are
/// meta-commands. Stops at the first error, naming the file's line, and at `:quit`. Whether an
/// input or command failed comes from the session's replies, never from the text they show.
struct ScriptRunner {
    let session: Session

    func run(_ text: String, file: String, echo: Bool = false) -> ScriptOutcome {
        var outcome = ScriptOutcome()
        if let problem = ControlCharacters.firstForbidden(in: text) {
            outcome.output = "\(file):\(problem.line): error: a control character (\(problem.name)) is not "
                + "allowed in a script; nothing ran\n"
            outcome.failedLine = problem.line
            return outcome
        }
        var pending: [String] = []
        var startLine = 1
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if pending.isEmpty {
                if trimmed.isEmpty { continue }
                startLine = index + 1
                if trimmed.hasPrefix(":") {
                    if echo { outcome.output += "rx> \(line)\n" }
                    let reply = MetaCommands.run(trimmed, in: session)
                    outcome.output += reply.output
                    outcome.printed += reply.output
                    if reply.failed {
                        if !file.isEmpty { outcome.output += "\(file):\(startLine): this command failed\n" }
                        outcome.failedLine = startLine
                        return outcome
                    }
                    if reply.shouldQuit {
                        outcome.quit = true
                        return outcome
                    }
                    continue
                }
            }
            if echo { outcome.output += (pending.isEmpty ? "rx> " : "... ") + line + "\n" }
            pending.append(line)
            let source = pending.joined(separator: "\n")
            if !session.interpreter.isComplete(source) { continue }
            pending.removeAll()
            let (shown, result, advanced) = session.executeReporting(source, firstLine: startLine)
            outcome.output += shown
            outcome.printed += shown
            if !result.succeeded || !advanced {
                // The error's own line when it is in this input; else (a handler written
                // earlier failed) the line where this input starts.
                var line = startLine
                if let errorLine = result.errors.first?.line, (startLine...index + 1).contains(errorLine) {
                    line = errorLine
                }
                if !file.isEmpty { outcome.output += "\(file):\(line): stopped at this error\n" }
                outcome.failedLine = line
                return outcome
            }
        }
        if !pending.isEmpty {
            outcome.output += "\(file):\(startLine): error: the input starting here is not complete "
            outcome.output += "(an open brace, bracket, parenthesis or string)\n"
            outcome.failedLine = startLine
        }
        return outcome
    }
}
