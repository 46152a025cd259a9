/// `:help [topic]`: the commands, or one topic or command explained, in the session's language.
enum HelpCommand: MetaCommand {
    static let name = "help"
    static let usage = ":help [TOPIC or COMMAND]"
    static let summary = "this list; :help TOPIC explains a topic or a command"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        let texts = HelpTexts.of(session.options.lessonLanguage)
        guard let subject = arguments.first else { return SessionReply(output: overview(texts)) }
        if arguments.count > 1 { return usageError(session.texts.oneTopicAtATime, session.texts) }
        let name = subject.hasPrefix(":") ? String(subject.dropFirst()) : subject
        // `:help :marbles` is the command's arguments, `:help marbles` the topic of that name.
        if !subject.hasPrefix(":") || MetaCommands.named(name) == nil, let topic = texts.topic(name) {
            return SessionReply(output: topic)
        }
        if let command = MetaCommands.named(name) {
            let usage = LineFit.fit(command.usage(in: session.texts), width: session.options.width, continuation: "       ")
            var text = "\(usage)\n  \(texts.summary(of: command))\n"
            if !command.details.isEmpty {
                let details = session.texts.details(of: command.name, english: command.details)
                text += HelpDetailsFit.fit(details, width: session.options.width) + "\n"
            }
            return SessionReply(output: text)
        }
        return usageError(session.texts.noTopic(subject), session.texts)
    }

    /// The command list and the topic names, in `texts`' language.
    static func overview(_ texts: HelpTexts = .english) -> String {
        var lines = [texts.intro, texts.commandsHeading]
        let width = (MetaCommands.all.map { $0.name.count }.max() ?? 0) + 1
        for command in MetaCommands.all {
            let name = (":" + command.name).padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  " + name + "  " + texts.summary(of: command))
        }
        lines.append(texts.commandArguments)
        let names = HelpTexts.topicNames
        lines.append(texts.topicsHeading + " " + names.prefix(4).joined(separator: ", ") + ",")
        lines.append("  " + names.dropFirst(4).joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}
