import ArgumentParser
import Playground

/// `rxplay app PATH`: runs an iOS project's own files and storyboard.
struct AppCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app",
        abstract: "Run an iOS project's Swift files and storyboard; act on its screen with :tap, :select, :back.",
        discussion:
            "The prompt is inside the app's module: its types and objects are yours to reach. :help app says more.")

    @Argument(help: "The project's folder (its .swift files, Base.lproj/Main.storyboard, Info.plist).") var path: String
    @OptionGroup var display: DisplayOptions
    @OptionGroup var files: FileOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let options = output.applied(to: files.applied(to: display.sessionOptions()))
        let session = try Repl.compiledSession(language: options.lessonLanguage)
        let console = CompiledConsole(session: session, options: options)
        let launch = console.launchApp(at: path)
        StandardOutput.write(launch.output)
        if launch.failed { throw ExitCode(1) }
        let code = ReplLoop(console: console, toolchain: session.toolchain).run(showBanner: false)
        if code != 0 { throw ExitCode(code) }
    }
}
