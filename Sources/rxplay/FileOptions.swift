import ArgumentParser
import Playground

/// Whether the content of files may read and write files.
struct FileOptions: ParsableArguments {
    @Flag(
        help: """
            Let commands in lesson files, playground pages and :load scripts read and write files \
            (:save, :save!, :load, :marbles --svg, :lesson PATH); without it they are refused. \
            What you type may always.
            """)
    var allowFiles = false

    /// `options` with this choice.
    func applied(to options: SessionOptions) -> SessionOptions {
        var options = options
        options.allowsFileCommands = allowFiles
        return options
    }
}
