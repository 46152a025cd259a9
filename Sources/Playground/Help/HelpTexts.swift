/// One language's `:help`: the overview's sentences, each command's one-line summary and each
/// topic's text.
///
/// `english`, `vietnamese` and `korean` live in a file each and have the topics `topicNames`
/// lists: a topic added there is added to all three (`HelpTests` fails otherwise). Topic names
/// stay English in every language, since they are typed.
struct HelpTexts {
    /// The overview's first line: what to type.
    let intro: String
    /// The line above the command list.
    let commandsHeading: String
    /// The line under the command list: how to see a command's arguments.
    let commandArguments: String
    /// What comes before the topic names, `Topics (:help TOPIC):`.
    let topicsHeading: String
    /// Each command's one-line summary, by the command's name.
    let summaries: [String: String]
    /// Each topic's text, by the topic's name.
    let topics: [String: String]

    /// The texts of `language`.
    static func of(_ language: LessonLanguage) -> HelpTexts {
        switch language {
        case .en: return english
        case .vi: return vietnamese
        case .ko: return korean
        }
    }

    /// The topic names, as typed after `:help` in every language, in the order the overview
    /// lists them.
    static let topicNames = [
        "subjects", "relays", "traits", "disposing", "operators", "time", "marbles", "lessons", "ui", "app",
    ]

    /// The text of the topic `name`, if there is one.
    func topic(_ name: String) -> String? {
        topics[name]
    }

    /// `command`'s one-line summary (the command's own, English one if this language lacks it).
    func summary(of command: MetaCommand.Type) -> String {
        summaries[command.name] ?? command.summary
    }
}
