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
    /// The script ran as typed at its end (`:typed`): the session's clock stays where it is.
    var endedTyped = false
    /// Whether every input ran without error.
    var succeeded: Bool { failedLine == nil }
}

/// How a script's statements run.
enum ScriptMode: Equatable {
    /// As a Swift file runs (`rxplay run`, `:load`, playground pages): the code between
    /// meta-commands is one input, so functions and types can be used above their declaration,
    /// and the clock does not move between statements.
    case file
    /// As typed at the prompt (lesson steps): each complete statement is an input followed by a
    /// frame of the clock.
    case typed
}

/// Runs a script. Lines starting with `:` between statements are meta-commands; a line starting
/// with `.member` continues the statement above it. Stops at the first error, naming the file's
/// line, and at `:quit`. Whether an input or command failed comes from the session's replies,
/// never from the text they show.
struct ScriptRunner {
    let session: SessionHost
    /// The file the script is content of, if any: its commands may not read or write files
    /// (unless allowed), nor open a file already open.
    var origin: ScriptOrigin?

    func run(_ text: String, file: String, mode startMode: ScriptMode = .file, echo: Bool = false) -> ScriptOutcome {
        guard let origin else { return runScript(text, file: file, mode: startMode, echo: echo) }
        return session.openFiles.whileOpen(origin.file, line: origin.firstLine) {
            runScript(text, file: file, mode: startMode, echo: echo)
        }
    }

    private func runScript(_ text: String, file: String, mode startMode: ScriptMode, echo: Bool) -> ScriptOutcome {
        var outcome = ScriptOutcome()
        var mode = startMode
        outcome.endedTyped = mode == .typed
        if let problem = ControlCharacters.firstForbidden(in: text) {
            outcome.output = "\(ControlCharacters.visible(file)):\(problem.line): error: a control character "
                + "(\(problem.name)) is not allowed in a script; nothing ran\n"
            outcome.failedLine = problem.line
            return outcome
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let inputs = ScriptInputs(lines: lines)
        // In a file, the code between meta-commands runs as one input.
        var chunk: [ScriptInputs.Piece] = []
        func runChunk() -> Bool {
            defer { chunk.removeAll() }
            guard let first = chunk.first, let last = chunk.last else { return true }
            // The file's own lines, blank ones and comments included, so lines keep their numbers.
            let source = lines[(first.startLine - 1)..<last.endLine].joined(separator: "\n")
            return runInput(
                source, from: first.startLine, through: last.endLine, advancing: false, file: file, text: text, &outcome)
        }
        for piece in inputs.pieces {
            switch piece.kind {
            case .metaCommand:
                if mode == .file, !runChunk() { return outcome }
                if piece.lines[0].trimmingCharacters(in: .whitespaces) == ":typed" {
                    mode = .typed
                    outcome.endedTyped = true
                    continue
                }
                if echo { outcome.output += "rx> \(piece.lines[0])\n" }
                if let origin {
                    session.openFiles.move(to: origin.firstLine + piece.startLine - 1)
                    if let refusal = origin.refusal(of: piece.lines[0], onLine: piece.startLine, options: session.options) {
                        outcome.output += refusal
                        outcome.failedLine = piece.startLine
                        return outcome
                    }
                }
                let reply = MetaCommands.run(piece.lines[0].trimmingCharacters(in: .whitespaces), in: session)
                outcome.output += reply.output
                outcome.printed += reply.output
                if reply.failed {
                    if !file.isEmpty { outcome.output += "\(file):\(piece.startLine): \(session.texts.commandFailed)\n" }
                    outcome.failedLine = piece.startLine
                    return outcome
                }
                if reply.shouldQuit {
                    outcome.quit = true
                    return outcome
                }
            case .statement:
                if mode == .file {
                    chunk.append(piece)
                    continue
                }
                if echo {
                    for (index, line) in piece.lines.enumerated() {
                        outcome.output += (index == 0 ? "rx> " : "... ") + line + "\n"
                    }
                }
                if !runInput(piece.lines.joined(separator: "\n"), from: piece.startLine, through: piece.endLine,
                             advancing: true, file: file, text: text, &outcome)
                {
                    return outcome
                }
            case .unfinished:
                // A file that does not parse runs none of the statements before the error.
                chunk.removeAll()
                if echo {
                    for (index, line) in piece.lines.enumerated() {
                        outcome.output += (index == 0 ? "rx> " : "... ") + line + "\n"
                    }
                }
                outcome.output += "\(file):\(piece.startLine): error: the input starting here is not complete "
                outcome.output += "(an open brace, bracket, parenthesis or string)\n"
                outcome.failedLine = piece.startLine
                return outcome
            }
        }
        if mode == .file { _ = runChunk() }
        return outcome
    }

    /// Runs one input; on an error, names its line and records the failure. A script with a
    /// file name gets the compiler's messages as swiftc prints them for the file (`text`).
    private func runInput(_ source: String, from startLine: Int, through endLine: Int, advancing: Bool,
                          file: String, text: String, _ outcome: inout ScriptOutcome) -> Bool
    {
        guard session.hasCode(source) else { return true }
        let ran = session.run(
            source, firstLine: startLine, asTyped: advancing, file: file.isEmpty ? nil : (file, text))
        outcome.output += ran.text
        outcome.printed += ran.text
        if ran.succeeded { return true }
        // The error's own line when it is in this input; else (a handler written earlier
        // failed) the line where this input starts.
        var line = startLine
        if let errorLine = ran.errorLine, (startLine...endLine).contains(errorLine) {
            line = errorLine
        }
        if !file.isEmpty { outcome.output += "\(file):\(line): \(session.texts.stoppedAtError)\n" }
        outcome.failedLine = line
        return false
    }
}
