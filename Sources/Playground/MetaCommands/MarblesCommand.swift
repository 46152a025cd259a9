import Foundation
import Marbles

/// `:marbles`: draws the timeline of all lanes or the named ones, or exports it.
enum MarblesCommand: MetaCommand {
    static let name = "marbles"
    static let usage = ":marbles [LANE…] [--ascii] [--rxjs] [--rxtest] [--svg FILE]"
    static let summary = "draw the timeline (all lanes, or the ones named)"
    static let details = """
          --ascii   plain ASCII characters
          --rxjs    each lane as an RxJS marble string
          --rxtest  each lane as RxTest recorded events, to paste into a test
          --svg F   write the timeline as an SVG picture to F
        """

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        var lanes: [String] = []
        var ascii = false, rxjs = false, rxtest = false
        var svgPath: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--ascii": ascii = true
            case "--rxjs": rxjs = true
            case "--rxtest": rxtest = true
            case "--svg":
                index += 1
                guard index < arguments.count else { return usageError("--svg needs a file name") }
                svgPath = arguments[index]
            default:
                if argument.hasPrefix("-") { return usageError("unknown option \(argument)") }
                lanes.append(argument)
            }
            index += 1
        }
        let known = session.timeline.laneNames
        if let unknown = lanes.first(where: { !known.contains($0) }) {
            let list = known.isEmpty ? "none yet" : known.joined(separator: ", ")
            return usageError("no lane called \(unknown) (lanes: \(list))")
        }
        let timeline = session.timeline.timeline(lanes: lanes)
        if let svgPath {
            let svg = SVGRenderer(ticksPerFrame: 1).render(timeline)
            do {
                try AtomicFile.write(svg, to: svgPath)
                return SessionReply(output: "wrote \(svgPath)\n")
            } catch {
                return .failure("error: cannot write \(svgPath): \(error.localizedDescription)\n")
            }
        }
        if rxjs { return SessionReply(output: rxjsText(timeline)) }
        if rxtest { return SessionReply(output: timeline.rxTestCode + "\n") }
        return SessionReply(output: session.render(timeline, style: ascii ? .ascii : nil))
    }

    /// Each lane in RxJS run-mode marbles: one `-` per millisecond, long gaps as `100ms`.
    private static func rxjsText(_ timeline: Timeline) -> String {
        if timeline.lanes.isEmpty { return TextRenderer.emptyMessage + "\n" }
        let width = timeline.lanes.map(\.name.count).max() ?? 0
        return timeline.lanes.map { lane in
            let name = lane.name.padding(toLength: width, withPad: " ", startingAt: 0)
            var text = name + "  " + ((try? lane.marbleDiagram().description) ?? "(cannot be written as marbles)")
            if let subscriptions = try? lane.subscriptionMarbles(), !subscriptions.isEmpty {
                text += "\n" + String(repeating: " ", count: width) + "  " + subscriptions.joined(separator: "  ")
            }
            return text
        }.joined(separator: "\n") + "\n"
    }
}
