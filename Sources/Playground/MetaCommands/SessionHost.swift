import Compiling
import Marbles
import RunnerProtocol

/// What meta-commands, scripts and lessons ask of a session (`CompiledConsole`): they see it only
/// through this, so each can be read and tested apart from the compiler and the runner.
protocol SessionHost: AnyObject {
    /// How the session draws and where it finds lessons.
    var options: SessionOptions { get }
    /// Milliseconds of virtual time one typed input moves the clock.
    var frameLength: Int { get }
    /// The virtual time, in milliseconds.
    var milliseconds: Int { get }
    /// Every input run so far and whether it succeeded; a time move is kept as its `:wait` line.
    var inputs: [(source: String, succeeded: Bool)] { get }
    /// Writes every file the session writes, and remembers what it wrote.
    var fileWriter: FileWriter { get }
    /// The files whose content runs now (a `:load`ed script, a lesson's or a page's step),
    /// outermost first: a command in one of them may not open one of them again.
    var openFiles: OpenFiles { get }
    /// Whether timelines are drawn after every input (`:auto`).
    var autoMarbles: Bool { get set }
    /// The lesson being run, if any.
    var lessonRun: LessonRun? { get set }
    /// The animation `:play` draws, and its Ctrl-C.
    var playback: Playback { get }

    /// Whether `source` holds anything but blank lines and comments.
    func hasCode(_ source: String) -> Bool
    /// Runs one input whose first line is line `firstLine` of its script: as typed (values
    /// shown, then a frame of the clock) or as part of a file (no values, the clock stays).
    /// `file`, the script's path and whole text when it is a file, makes the compiler's messages
    /// read as swiftc prints them for that file.
    func run(_ source: String, firstLine: Int, asTyped: Bool, file: (path: String, text: String)?) -> InputOutcome
    /// Moves the clock forward, running what falls due (not recorded as an input).
    func moveClock(by milliseconds: Int) -> InputOutcome
    /// Keeps a `:wait` line among the inputs (for `:undo` and `:save`).
    func recordTimeMove(_ line: String)
    /// Takes back the last input, keeping the open lesson where it is.
    func dropLastInput()
    /// Starts again: no variables, no inputs, no lesson, time 0.
    func reset()
    /// Runs the clock from one scheduled action to the next until none is left, or `limit`
    /// milliseconds from now (then says so, with `limitHint`).
    func runClockUntilIdle(limit: Int, limitHint: String) -> InputOutcome

    /// The names of the timeline's lanes.
    var laneNames: [String] { get }
    /// The timeline of the lanes called `lanes` (all lanes when empty).
    func recordedTimeline(lanes: [String]) -> Timeline
    /// The learner's variables, with their types and values (`:vars`).
    var variableRows: [VariableRow] { get }
    /// The subscriptions and what holds them (`:subs`).
    var subscriptionReport: SubscriptionReport { get }
    /// RxSwift's `Resources.total` where the learner's code runs.
    var resourcesTotal: Int? { get }
    /// The value of `expression` as the prompt shows it (`Int = 3`), run so that the timeline
    /// does not hear of it (a lesson's state check).
    func evaluateUnrecorded(_ expression: String) -> EvaluatedValue
    /// Loads an Xcode playground's `Sources`; returns what went wrong, if anything.
    func loadSources(of playground: XcodePlayground) -> (output: String, succeeded: Bool)
    /// Acts as the user on the screen, kept as the input `line` (for `:undo`); then a frame of
    /// the clock, and the screen box.
    func act(_ action: UserAction, line: String) -> InputOutcome
    /// The screen box of what shows now (empty when nothing does).
    var screenText: String { get }
    /// Launches the project at `path` as `rxplay app` does (`:app`), its files shown under
    /// `shownAs`.
    func launchApp(at path: String, shownAs: String) -> SessionReply
}

/// What running one input, or moving the clock, gave.
struct InputOutcome {
    /// What to show.
    var text: String
    /// Whether it ran without error.
    var succeeded: Bool
    /// The line of the first error, when known, in the numbering of the input's script.
    var errorLine: Int?

    init(text: String, succeeded: Bool = true, errorLine: Int? = nil) {
        self.text = text
        self.succeeded = succeeded
        self.errorLine = errorLine
    }
}

/// One learner variable as `:vars` lists it.
struct VariableRow: Equatable {
    var name: String
    var isConstant: Bool
    var typeName: String
    var valueText: String
}

/// The value of a state check's expression, or why it has none.
enum EvaluatedValue: Equatable {
    /// The value as the prompt shows it (`[Int] = [1, 2]`).
    case value(String)
    /// The expression did not compile or run: the first error's message.
    case failed(String)
}

/// The subscriptions of a session, as `:subs` shows them.
struct SubscriptionReport {
    /// One row per subscription: name, `← source`, state (live, ended, disposed), holder.
    var rows: [[String]] = []
    /// Learner objects only a retain cycle keeps alive (`Class.property` of their bag), with the
    /// live subscriptions in that bag.
    var cycles: [(owner: String, subscriptions: [String])] = []
    /// For a cycle's owner (`Screen.bag`), the lines of its class that capture `self` strongly
    /// in a subscription that bag holds (`line 5: taps.subscribe(…)`), when the source is known.
    var cycleLines: [String: [SelfCaptures.Capture]] = [:]
    /// Warnings for live subscriptions whose source's owner is gone (`SubsCommand.outlived`).
    var orphans: [String] = []
    /// Live subscriptions no variable or bag holds.
    var leaks: [String] = []
}

extension SessionHost {
    /// The time as the playground shows it: `1.3s (frame 13)`.
    var timeDescription: String {
        texts.time(PlaygroundClock.format(milliseconds: milliseconds), frame: milliseconds / max(1, frameLength))
    }

    /// Draws `timeline` with the session's options (or the ones given).
    func render(
        _ timeline: Timeline, style: TextStyle? = nil, colors: Bool? = nil, width: Int? = nil,
        columnsPerFrame: Int? = nil
    ) -> String {
        let renderer = TextRenderer(
            style: style ?? options.style, colors: colors ?? options.colors, width: width ?? options.width,
            ticksPerFrame: 1, columnsPerFrame: columnsPerFrame)
        let drawn = renderer.render(timeline)
        if drawn == TextRenderer.emptyMessage { return texts.emptyTimeline + "\n" }
        var lines = drawn.split(separator: "\n", omittingEmptySubsequences: false)
        // A timeline with no instant to label yet has an empty ruler: leave it out.
        while let first = lines.first, first.allSatisfy({ $0 == " " }), lines.count > 1 { lines.removeFirst() }
        let text = lines.joined(separator: "\n")
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Runs a Swift file as a program: its statements (see `ScriptRunner`), then the clock
    /// until idle, unless the file ended at `:quit` or an error, or runs as typed (`:typed`).
    func runFile(_ text: String, file: String, timeLimit: Int, limitHint: String) -> ScriptOutcome {
        let origin = file.isEmpty ? nil : ScriptOrigin(file: file, firstLine: 1)
        var outcome = ScriptRunner(session: self, origin: origin).run(text, file: file, mode: .file)
        guard outcome.succeeded, !outcome.quit, !outcome.endedTyped else { return outcome }
        let idle = runClockUntilIdle(limit: timeLimit, limitHint: limitHint)
        outcome.output += idle.text
        outcome.printed += idle.text
        if !idle.succeeded {
            // A handler failed after the last statement: name the line of its code.
            let line = idle.errorLine ?? 1
            if !file.isEmpty { outcome.output += "\(file):\(line): \(texts.stoppedAtError)\n" }
            outcome.failedLine = line
        }
        return outcome
    }
}
