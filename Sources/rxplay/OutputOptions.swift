import ArgumentParser
import Playground

/// How what learner code prints reaches the terminal.
struct OutputOptions: ParsableArguments {
    @Flag(
        help: """
            Pass what your code prints to the terminal exactly as printed. Without it, sequences \
            that act beyond the text (the clipboard, the window's title, clearing the screen, \
            concealed text, paste markers) are shown as visible characters; colors always pass.
            """)
    var rawOutput = false

    /// `options` with this choice.
    func applied(to options: SessionOptions) -> SessionOptions {
        var options = options
        options.rawOutput = rawOutput
        return options
    }
}
