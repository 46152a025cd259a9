import Foundation
import Marbles
import TextWidth

/// `:marbles`: draws the timeline of all lanes or the named ones, or exports it.
enum MarblesCommand: MetaCommand {
    static let name = "marbles"
    // Two lines, within 80 columns after "usage: ".
    static let usage = """
        :marbles [LANE…] [--from T] [--to T] [--last N] [--scale [N]] [--all]
                        [--ascii] [--rxjs] [--rxtest] [--svg[!] F] [--html[!] F]
        """
    static let summary = "draw the timeline (all lanes, or the ones named)"
    static let details = """
          --from T  start at time T (2s, 500ms, or a frame number as the ruler shows it)
          --to T    end at time T
          --last N  the last N instants at which anything happened
          --scale   time to scale: every frame as wide, empty ones too, filling the width
          --scale N the same with N columns per frame (2 to 12); wider values go to the legend
          --ascii   plain ASCII characters
          --rxjs    each lane as RxJS test marbles: cold('-a-b|', { a: '🐶' })
          --rxtest  each lane as RxTest recorded events, to paste into a test
          --svg F   write the timeline as an SVG picture to F (a new file, or one this session wrote)
          --svg! F  the same, also replacing a file this session did not write
          --html F  write a page that plays the timeline as :play does, with play/pause and a
                    time slider: one file that needs no network (new, or one this session wrote)
          --html! F the same, also replacing a file this session did not write
          --all     in the picture or page, also the subscriptions no variable holds (sub1, …)
        """

    /// What the arguments ask for.
    struct Request {
        var lanes: [String] = []
        var from: Int?
        var to: Int?
        var last: Int?
        var ascii = false, rxjs = false, rxtest = false, all = false
        /// Time to scale: columns per frame, or 0 for as many as fill the width.
        var scale: Int?
        var svgPath: String?
        /// `--svg!`: the picture may replace a file this session did not write.
        var replacesSVG = false
        var htmlPath: String?
        /// `--html!`: the page may replace a file this session did not write.
        var replacesHTML = false
    }

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        let request: Request
        switch parse(arguments, frameLength: session.frameLength, texts: session.texts) {
        case .success(let parsed): request = parsed
        case .failure(let problem): return usageError(problem.message, session.texts)
        }
        let known = session.laneNames
        if let unknown = request.lanes.first(where: { !known.contains($0) }) {
            return usageError(session.texts.noLane(unknown, known: known), session.texts)
        }
        var timeline = session.recordedTimeline(lanes: request.lanes)
        if request.from != nil || request.to != nil { timeline = timeline.window(from: request.from, to: request.to) }
        if let last = request.last { timeline = timeline.lastInstants(last) }
        if request.svgPath != nil || request.htmlPath != nil {
            return writeFiles(timeline, request: request, in: session)
        }
        if request.rxjs { return SessionReply(output: rxjsText(timeline, texts: session.texts)) }
        if request.rxtest { return SessionReply(output: timeline.isEmpty ? session.texts.emptyTimeline + "\n" : timeline.rxTestCode + "\n") }
        var columnsPerFrame = request.scale
        if columnsPerFrame == 0 {
            columnsPerFrame = TextRenderer.columnsPerFrame(fitting: timeline, width: session.options.width)
        }
        return SessionReply(
            output: session.render(timeline, style: request.ascii ? .ascii : nil, columnsPerFrame: columnsPerFrame))
    }

    /// Writes the picture, the page or both, through the session's writer.
    private static func writeFiles(_ timeline: Timeline, request: Request, in session: SessionHost) -> SessionReply {
        var files: [(path: String, option: String, replacing: Bool, text: () -> String)] = []
        if let path = request.svgPath {
            files.append((path, "--svg!", request.replacesSVG, {
                SVGRenderer(ticksPerFrame: 1, showsAnonymousLanes: request.all).render(timeline)
            }))
        }
        if let path = request.htmlPath {
            files.append((path, "--html!", request.replacesHTML, {
                HTMLRenderer(
                    frameMilliseconds: session.frameLength, showsAnonymousLanes: request.all,
                    words: session.texts.htmlPageWords
                ).render(timeline) { PlayCommand.label(at: $0, frameLength: session.frameLength, texts: session.texts) }
            }))
        }
        var output = ""
        for file in files {
            switch session.fileWriter.write(file.text(), to: file.path, replacing: file.replacing) {
            case .success:
                output += session.texts.wrote(file.path) + "\n"
            case .failure(let refusal):
                return .failure(output + refusal.message(path: file.path, replacingForm: ":marbles \(file.option) \(file.path)", texts: session.texts))
            }
        }
        return SessionReply(output: output)
    }

    static func fileAccess(_ arguments: [String]) -> FileAccess? {
        arguments.contains { ["--svg", "--svg!", "--html", "--html!"].contains($0) } ? .writesFile : nil
    }

    struct Problem: Error {
        let message: String
    }

    static func parse(_ arguments: [String], frameLength: Int, texts: SessionTexts = SessionTexts(language: .en))
        -> Result<Request, Problem>
    {
        var request = Request()
        var index = 0
        func value(for option: String) -> String? {
            index += 1
            return index < arguments.count ? arguments[index] : nil
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--ascii": request.ascii = true
            case "--rxjs": request.rxjs = true
            case "--rxtest": request.rxtest = true
            case "--all": request.all = true
            case "--svg", "--svg!":
                guard let path = value(for: argument) else {
                    return .failure(Problem(message: texts.needsFileName(argument)))
                }
                request.svgPath = path
                request.replacesSVG = argument == "--svg!"
            case "--html", "--html!":
                guard let path = value(for: argument) else {
                    return .failure(Problem(message: texts.needsFileName(argument)))
                }
                request.htmlPath = path
                request.replacesHTML = argument == "--html!"
            case "--from", "--to":
                guard let text = value(for: argument) else { return .failure(Problem(message: texts.needsTime(argument))) }
                guard let frame = frame(of: text, frameLength: frameLength) else {
                    return .failure(Problem(message: texts.notATime(text)))
                }
                if argument == "--from" { request.from = frame } else { request.to = frame }
            case "--scale":
                if index + 1 < arguments.count, let columns = Int(arguments[index + 1]) {
                    guard (2...12).contains(columns) else {
                        return .failure(Problem(message: texts.scaleRange))
                    }
                    request.scale = columns
                    index += 1
                } else {
                    request.scale = 0
                }
            case "--last":
                guard let text = value(for: argument), let count = Int(text), count > 0 else {
                    return .failure(Problem(message: texts.lastNeedsNumber))
                }
                request.last = count
            default:
                if argument.hasPrefix("-") { return .failure(Problem(message: texts.unknownOption(argument))) }
                request.lanes.append(argument)
            }
            index += 1
        }
        if let from = request.from, let to = request.to, from > to {
            return .failure(Problem(message: texts.fromAfterTo))
        }
        return .success(request)
    }

    /// A frame number as the ruler shows it (`12`), or a duration from the start (`2s`).
    static func frame(of text: String, frameLength: Int) -> Int? {
        if let number = Int(text), number >= 0 { return number }
        guard let milliseconds = WaitCommand.parseDuration(text) else { return nil }
        return milliseconds / max(1, frameLength)
    }

    /// Each lane as RxJS test source, one frame per input, long gaps as `100ms`; then the
    /// subscriptions of a subscription lane, as `expectSubscriptions` takes them.
    private static func rxjsText(_ timeline: Timeline, texts: SessionTexts) -> String {
        if timeline.lanes.isEmpty { return texts.emptyTimeline + "\n" }
        let width = timeline.lanes.map { TerminalWidth.of($0.name) }.max() ?? 0
        return timeline.lanes.map { lane in
            let name = lane.name + String(repeating: " ", count: width - TerminalWidth.of(lane.name))
            var text = name + "  " + ((try? lane.rxjsMarbles()) ?? texts.notMarbles)
            if let subscriptions = try? lane.subscriptionMarbles(), !subscriptions.isEmpty {
                text += "\n" + String(repeating: " ", count: width) + "  subscriptions: ["
                    + subscriptions.map { "'\($0)'" }.joined(separator: ", ") + "]"
            }
            return text
        }.joined(separator: "\n") + "\n"
    }
}
