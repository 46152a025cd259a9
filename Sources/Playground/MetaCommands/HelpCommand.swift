/// `:help [topic]`: the commands, or one topic or command explained.
enum HelpCommand: MetaCommand {
    static let name = "help"
    static let usage = ":help [TOPIC or COMMAND]"
    static let summary = "this list; :help TOPIC explains a topic or a command"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard let subject = arguments.first else { return SessionReply(output: overview) }
        if arguments.count > 1 { return usageError("one topic at a time") }
        let name = subject.hasPrefix(":") ? String(subject.dropFirst()) : subject
        // `:help :marbles` is the command's arguments, `:help marbles` the topic of that name.
        if !subject.hasPrefix(":") || MetaCommands.named(name) == nil, let topic = HelpTopics.text(for: name) {
            return SessionReply(output: topic)
        }
        if let command = MetaCommands.named(name) {
            var text = "\(command.usage)\n  \(command.summary)\n"
            if !command.details.isEmpty { text += command.details + "\n" }
            return SessionReply(output: text)
        }
        return usageError("no topic or command called \(subject); :help lists topics and commands")
    }

    static var overview: String {
        var lines = ["Type Swift as in a playground, with RxSwift 6's API (PublishSubject, …).",
                     "Commands:"]
        let width = (MetaCommands.all.map { $0.name.count }.max() ?? 0) + 1
        for command in MetaCommands.all {
            lines.append("  " + (":" + command.name).padding(toLength: width, withPad: " ", startingAt: 0) + "  " + command.summary)
        }
        lines.append(":help NAME shows a command's arguments.")
        lines.append("Topics (:help TOPIC): " + HelpTopics.names.prefix(4).joined(separator: ", ") + ",")
        lines.append("  " + HelpTopics.names.dropFirst(4).joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}
