import ArgumentParser
import Foundation
import Compiling
import Playground

/// `rxplay`: a terminal playground for RxSwift.
@main
struct RxPlay: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "rxplay",
        abstract: "A terminal playground for learning RxSwift, with marble timelines.",
        discussion: """
            Files opened are content, not commands: in lesson files, playground pages and :load \
            scripts, the commands that read or write files (:save, :save!, :load, :marbles --svg, \
            :lesson PATH) are refused unless rxplay (the REPL) or rxplay lesson gets --allow-files.
            """,
        version: version,
        subcommands: [Repl.self, Run.self, Lessons.self, LessonCommand.self, AppCommand.self],
        defaultSubcommand: Repl.self
    )

    /// The command line, parsed and run on a thread whose stack deep inputs cannot exhaust.
    static func main() {
        DeepStack.run { Self.main(nil) }
    }
}

/// The interactive REPL (the default).
struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Start the REPL (the default).")

    @OptionGroup var display: DisplayOptions
    @OptionGroup var files: FileOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let options = output.applied(to: files.applied(to: display.sessionOptions()))
        let session = try Self.compiledSession(language: options.lessonLanguage)
        let console = CompiledConsole(session: session, options: options)
        let code = ReplLoop(console: console, toolchain: session.toolchain).run()
        session.end()
        if code != 0 { throw ExitCode(code) }
    }
}

extension Repl {
    /// A compiled session over the toolchain that built rxplay; says why, in `language`, when
    /// there is none or its scratch folder cannot be made.
    static func compiledSession(language: LessonLanguage) throws -> CompiledSession {
        if let notice = Confinement.startNotice { FileHandle.standardError.write(Data((notice + "\n").utf8)) }
        Confinement.relayTerminalStops()
        let toolchain = try toolchain()
        do {
            return try CompiledSession(toolchain: toolchain)
        } catch {
            let words = error.description(in: SessionTexts(language: language))
            FileHandle.standardError.write(Data("rxplay: \(words)\n".utf8))
            throw ExitCode(2)
        }
    }

    /// The toolchain that built rxplay; says why when there is none.
    static func toolchain() throws -> Toolchain {
        switch Toolchain.locate() {
        case .success(let toolchain):
            return toolchain
        case .failure(.missing(let what)):
            FileHandle.standardError.write(Data("rxplay: \(what)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// `rxplay run FILE`.
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a Swift file as a program, then its clock until idle; exit non-zero at the first error.")

    @Argument(help: "The script to run, or an Xcode playground (X.playground, or one of its pages).") var file: String
    @Option(help: "How long the virtual clock may run after the last statement or page (e.g. 60s, 500ms).")
    var time = "60s"
    @OptionGroup var display: DisplayOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        if XcodePlayground.isPlayground(file) { return try runPlayground() }
        try runProgram()
    }
}

extension Run {
    /// The file as a program, `main.swift`.
    func runProgram() throws {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            FileHandle.standardError.write(Data("rxplay: cannot read \(ControlCharacters.visible(file))\n".utf8))
            throw ExitCode(2)
        }
        let session = try Repl.compiledSession(language: display.sessionOptions().lessonLanguage)
        session.language = display.sessionOptions().lessonLanguage
        session.rawOutput = output.rawOutput
        let limit = Int64(Self.milliseconds(time) ?? 60_000) * 1_000_000
        let reply = session.runProgram(text, fileName: file, timeLimit: limit)
        FileHandle.standardError.write(Data(reply.diagnostics.utf8))
        FileHandle.standardOutput.write(Data(ByteExactText.bytes(of: reply.output)))
        if reply.failed { throw ExitCode(1) }
    }

    /// The playground's Sources as a module, then its pages, as Xcode runs them.
    func runPlayground() throws {
        let playground: XcodePlayground
        do {
            playground = try XcodePlayground.load(file)
        } catch {
            let why = SessionTexts(language: display.sessionOptions().lessonLanguage).describing(error)
            let shown = ControlCharacters.visible(file)
            FileHandle.standardError.write(Data("rxplay: cannot read the playground \(shown): \(why)\n".utf8))
            throw ExitCode(2)
        }
        let session = try Repl.compiledSession(language: display.sessionOptions().lessonLanguage)
        session.language = display.sessionOptions().lessonLanguage
        session.rawOutput = output.rawOutput
        let limit = Int64(Self.milliseconds(time) ?? 60_000) * 1_000_000
        let reply = session.runPlayground(playground, timeLimit: limit)
        FileHandle.standardError.write(Data(reply.diagnostics.utf8))
        FileHandle.standardOutput.write(Data(ByteExactText.bytes(of: reply.output)))
        if reply.failed { throw ExitCode(1) }
    }

    func validate() throws {
        guard let milliseconds = Self.milliseconds(time) else {
            throw ValidationError("--time takes a duration such as 60s or 500ms")
        }
        if milliseconds > Self.longest { throw ValidationError("--time must be at most \(Self.longest / 60_000)m") }
    }

    /// The longest `--time`, in milliseconds (an hour of virtual time).
    static let longest = 3_600_000

    /// `60s`, `500ms`, `2m` in milliseconds (`Int.max` when the number is too large to count).
    static func milliseconds(_ text: String) -> Int? {
        for (suffix, factor) in [("ms", 1), ("s", 1_000), ("m", 60_000)] where text.hasSuffix(suffix) {
            let digits = text.dropLast(suffix.count)
            guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { continue }
            guard let number = Int(digits) else { return Int.max }
            let (product, overflow) = number.multipliedReportingOverflow(by: factor)
            return overflow ? Int.max : product
        }
        return nil
    }
}

/// `rxplay lessons`.
struct Lessons: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the lessons.")

    @OptionGroup var display: DisplayOptions

    func run() throws {
        print(CompiledConsole.lessonsListing(options: display.sessionOptions()), terminator: "")
    }
}

/// `rxplay lesson NAME [--step] [--check]`.
struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Take a lesson, step through it, or check it.")

    @Argument(help: "The lesson's name (see `rxplay lessons`), or an Xcode playground (X.playground).") var name: String
    @Flag(help: "Instructor mode: one key press per step, nothing else typed.") var step = false
    @Flag(help: "Run every block and exercise solution; exit non-zero on any difference.") var check = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var files: FileOptions
    @OptionGroup var output: OutputOptions

    func validate() throws {
        if step && check { throw ValidationError("--step and --check do not go together") }
    }

    func run() throws {
        var options = output.applied(to: files.applied(to: display.sessionOptions()))
        options.stepsByKey = step
        if check {
            let report = LessonChecker.check(named: name, options: options, toolchain: try Repl.toolchain())
            if report.passed {
                print("\(report.file): ok")
                return
            }
            for problem in report.problems { print(problem) }
            throw ExitCode(1)
        }
        let session = try Repl.compiledSession(language: options.lessonLanguage)
        defer { session.end() }
        let console = CompiledConsole(session: session, options: options)
        if step {
            // The lesson's opening runs its first step: Ctrl-C stops it as any step.
            let opened = StepLoop(lesson: console).run { console.startLesson(name).output }
            if !opened { throw ExitCode(1) }
            return
        }
        let start = console.startLesson(name)
        StandardOutput.write(start.output)
        guard console.isInLesson else { throw ExitCode(1) }
        let code = ReplLoop(console: console, toolchain: session.toolchain).run(showBanner: false)
        if code != 0 { throw ExitCode(code) }
    }
}
