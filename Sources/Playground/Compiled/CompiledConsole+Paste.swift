import Compiling

extension CompiledConsole {
    /// Takes the lines of a paste as one unit, as Swift reads a file: declarations anywhere in it
    /// are visible throughout (a class may call a function declared after it), and the clock moves
    /// one frame for the whole paste. Meta-command lines in it run where they stand, between the
    /// code before and after them (and, in a lesson, empty lines between code go to the next
    /// step); code left unfinished at the end waits for more lines.
    public func submitPaste(_ lines: [String]) -> Reply {
        var output = ""
        var code: [String] = []
        // The code gathered since the last meta-command, as it grows: whether it is whole and
        // has code is known at each line without reading it all again.
        var growing = GrowingInput()
        var whole = false
        func flush() {
            guard !code.isEmpty else { return }
            let text = growing.text
            code.removeAll()
            growing = GrowingInput()
            if InputAssembler.isComplete(text) {
                if hasCode(text) { output += run(text, firstLine: 1, asTyped: true, file: nil).text }
            } else {
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    output += submit(String(line), moreInputWaiting: false).output
                }
            }
        }
        for line in lines {
            // In a lesson, an empty line with no code gathered is the learner's Enter: the next
            // step (keys typed ahead while a step ran arrive together, like a paste).
            let isLessonEnter =
                lessonRun != nil && line.trimmingCharacters(in: .whitespaces).isEmpty && !growing.scan.hasCode
            // Past its parse budget the growing code may not know it is whole: a meta-command's
            // line asks the grammar once.
            if isLessonEnter
                || line.hasPrefix(":") && (code.isEmpty || whole || InputAssembler.isComplete(growing.text))
            {
                flush()
                let reply = submit(line, moreInputWaiting: false)
                output += reply.output
                if reply.shouldQuit { return Reply(output: output, shouldQuit: true) }
                continue
            }
            code.append(line)
            whole = growing.add(line)
        }
        flush()
        return Reply(output: output, shouldQuit: false)
    }
}
