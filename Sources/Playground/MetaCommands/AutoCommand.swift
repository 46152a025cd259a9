/// `:auto on|off`: draw the lanes each input touched, after every input.
enum AutoCommand: MetaCommand {
    static let name = "auto"
    static let usage = ":auto on|off"
    static let summary = "draw the lanes each input touched after every input"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        switch arguments {
        case ["on"]:
            session.autoMarbles = true
            return SessionReply(output: session.texts.autoOn + "\n")
        case ["off"]:
            session.autoMarbles = false
            return SessionReply(output: session.texts.autoOff + "\n")
        case []:
            return usageError(session.texts.autoSayOnOff(now: session.autoMarbles ? "on" : "off"), session.texts)
        default:
            return usageError(session.texts.autoExpected(got: arguments.joined(separator: " ")), session.texts)
        }
    }
}
