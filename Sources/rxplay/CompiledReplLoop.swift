import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// The REPL over a compiled session (`rxplay --compiled`): Swift itself compiles and runs each
/// input. Meta-commands here: `:undo`, `:wait DURATION`, `:time`, `:help`, `:quit`.
struct CompiledReplLoop {
    let session: CompiledSession

    /// Runs until Ctrl-D or `:quit`; returns the exit code.
    func run() -> Int32 {
        let interactive = isatty(STDIN_FILENO) != 0
        let editor: LineEditor
        if interactive {
            editor = LibEditLineEditor(
                historyPath: HistoryFile.path(), completer: { _ in [] },
                report: { problem in FileHandle.standardError.write(Data("rxplay: \(problem)\n".utf8)) })
            print(ReplLoop.banner + " · compiled by Swift")
        } else {
            editor = PlainLineEditor()
        }
        defer { editor.close() }
        var assembler = InputAssembler()
        // A complete input held while more input waits, in case the next line continues it.
        var held: String?
        func submit(_ input: String) {
            let reply = session.submit(input)
            print(reply.output, terminator: "")
            fflush(stdout)
        }
        while true {
            let prompt = assembler.hasUnfinishedInput ? "... " : "rx> "
            switch editor.readLine(prompt: held == nil ? prompt : "") {
            case .endOfInput, .hangUp:
                if let input = held { submit(input) }
                if assembler.hasUnfinishedInput {
                    print(
                        interactive
                            ? ReplLoop.droppedInput
                            : "error: the input ended inside an unfinished input; it did not run")
                    return interactive ? 0 : 1
                }
                if interactive { print() }
                return 0
            case .interrupted:
                if assembler.hasUnfinishedInput { print(ReplLoop.interruptedInput) }
                assembler.cancel()
            case .line(let line):
                if interactive { editor.addHistory(line) }
                if let input = held {
                    held = nil
                    if InputAssembler.continuesStatement(line) {
                        if let whole = assembler.add(input + "\n" + line) {
                            hold(whole, editor: editor, into: &held, submit: submit)
                        }
                        continue
                    }
                    submit(input)
                }
                if !assembler.hasUnfinishedInput, line.hasPrefix(":") {
                    if meta(line) { return 0 }
                    continue
                }
                if let input = assembler.add(line) {
                    hold(input, editor: editor, into: &held, submit: submit)
                }
            }
        }
    }

    private func hold(_ input: String, editor: LineEditor, into held: inout String?, submit: (String) -> Void) {
        if editor.hasWaitingInput {
            held = input
        } else {
            submit(input)
        }
    }

    /// Carries out a meta-command; true for `:quit`.
    private func meta(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        switch words.first.map(String.init) ?? "" {
        case ":quit", ":q":
            return true
        case ":undo":
            print(session.undo() ? "(the last input is undone)" : "(nothing to undo)")
        case ":wait":
            guard words.count == 2, let milliseconds = Run.milliseconds(String(words[1])) else {
                print("error: :wait takes a duration such as 1s or 500ms")
                return false
            }
            print(session.wait(Int64(milliseconds) * 1_000_000).output, terminator: "")
        case ":time":
            print("time is \(session.now / 1_000_000)ms")
        case ":help":
            print("Type Swift; the Swift compiler runs it. :undo, :wait DURATION, :time, :quit")
        default:
            print("error: unknown command \(words.first ?? "") (:help lists them)")
        }
        fflush(stdout)
        return false
    }
}
