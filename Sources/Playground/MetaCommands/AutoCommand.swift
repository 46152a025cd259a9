/// `:auto on|off`: draw the lanes each input touched, after every input.
enum AutoCommand: MetaCommand {
    static let name = "auto"
    static let usage = ":auto on|off"
    static let summary = "draw the lanes each input touched after every input"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        switch arguments {
        case ["on"]:
            session.autoMarbles = true
            return SessionReply(output: "timelines are drawn after every input\n")
        case ["off"]:
            session.autoMarbles = false
            return SessionReply(output: "timelines are drawn only with :marbles\n")
        case []:
            return usageError("say on or off (now \(session.autoMarbles ? "on" : "off"))")
        default:
            return usageError("expected on or off, got \(arguments.joined(separator: " "))")
        }
    }
}
