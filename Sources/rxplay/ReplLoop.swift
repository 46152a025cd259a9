import Compiling
import Completion
import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Reads lines, hands them to the console and prints what it answers, until the learner leaves:
/// Swift itself compiles and runs each input; `CompiledConsole` gathers lines and runs
/// meta-commands.
struct ReplLoop {
    let console: CompiledConsole
    /// The toolchain whose modules Tab completes from.
    let toolchain: Toolchain

    /// The loop's own texts, in the session's language.
    var texts: SessionTexts { SessionTexts(language: console.options.lessonLanguage) }

    /// Runs until Ctrl-D or `:quit`; returns the exit code.
    func run(showBanner: Bool = true) -> Int32 {
        let interactive = isatty(STDIN_FILENO) != 0
        let editor: LineEditor
        if interactive {
            let session = console.session
            let completion = Self.completion(for: toolchain)
            editor = LibEditLineEditor(
                historyPath: HistoryFile.path(),
                completer: { [console] context in
                    // A meta-command's words complete as the console's; the rest is Swift.
                    context.line.hasPrefix(":")
                        ? console.completions(for: context.line)
                        : completion.completions(for: context.line, inputs: session.inputs)
                },
                report: { problem in FileHandle.standardError.write(Data("rxplay: \(problem)\n".utf8)) })
            if showBanner { print(texts.banner(version: RxPlay.version)) }
        } else {
            editor = PlainLineEditor()
        }
        defer { editor.close() }
        // Lines read so far, and the line the unfinished input began on (for a pipe's message).
        var lineNumber = 0
        var inputStart = 0
        // What ended a paste's reading when it was not a line (Ctrl-D on the empty line after
        // it), handled once the paste ran, as if read at the prompt after it.
        var carried: LineInput?
        while true {
            let wasUnfinished = console.hasUnfinishedInput
            let input = carried ?? editor.readLine(prompt: console.prompt)
            carried = nil
            switch input {
            case .endOfInput where interactive && console.hasUnfinishedInput:
                // Ctrl-D inside an input drops it; Ctrl-D on an empty line leaves.
                console.cancelInput()
                print(texts.droppedInput)
            case .endOfInput, .hangUp:
                show(console.finishHeldInput())
                if console.hasUnfinishedInput {
                    console.cancelInput()
                    if interactive { return 0 }
                    print(texts.unfinishedAtEnd(startingOn: inputStart))
                    return 1
                }
                if interactive { print() }
                return 0
            case .interrupted:
                if console.hasUnfinishedInput { print(texts.interruptedInput) }
                console.cancelInput()
            case .line(let line):
                lineNumber += 1
                if !wasUnfinished { inputStart = lineNumber }
                if interactive { editor.addHistory(line) }
                let console = self.console
                if interactive, editor.lineCameWithMore, !console.hasUnfinishedInput {
                    // A paste: its lines arrive together and run as one unit.
                    var lines = [line]
                    while editor.hasWaitingInput {
                        let next = editor.readLine(prompt: "")
                        guard case .line(let text) = next else {
                            carried = next
                            break
                        }
                        lines.append(text)
                    }
                    if carried == .interrupted {
                        // Ctrl-C while the paste came: none of it runs.
                        carried = nil
                        print(texts.interruptedInput)
                        console.cancelInput()
                        continue
                    }
                    let reply = InterruptWatcher.whileRunning(interrupt: { console.interrupt() }) {
                        console.submitPaste(lines)
                    }
                    show(reply.output)
                    if reply.shouldQuit || HangUpSignal.isPending { return 0 }
                    continue
                }
                let reply = InterruptWatcher.whileRunning(interrupt: { console.interrupt() }) {
                    console.submit(line, moreInputWaiting: editor.lineCameWithMore)
                }
                show(reply.output)
                if reply.shouldQuit || HangUpSignal.isPending { return 0 }
                if console.isHoldingInput, !editor.hasWaitingInput {
                    show(
                        InterruptWatcher.whileRunning(interrupt: { console.interrupt() }) { console.finishHeldInput() })
                }
            }
        }
    }

    /// Tab completion over the modules `toolchain` compiles against, their index read in the
    /// background from half a second after the prompt shows, or from the first Tab (cached
    /// beside the build, so only the first session after a build extracts their symbol graphs).
    static func completion(for toolchain: Toolchain) -> CompletionService {
        let cache = toolchain.cacheDirectory + "/CompletionCache"
        let service = CompletionService(loader: IndexLoader(toolchain: toolchain, cacheDirectory: cache))
        service.startLoading(after: 0.5)
        return service
    }

    private func show(_ text: String) {
        StandardOutput.write(text)
        fflush(stdout)
    }
}
