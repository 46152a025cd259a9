import Foundation
@testable import Playground
import TestSupport
import Testing
import TextWidth

@Suite("Help")
struct HelpTests {
    static let cases: [(LessonLanguage, String)] = LessonLanguage.allCases.flatMap { language in
        HelpTexts.topicNames.map { (language, $0) }
    }

    @Test("every topic in every language fits an 80-column terminal", arguments: cases)
    func topicFits(language: LessonLanguage, topic: String) throws {
        let found = HelpTexts.of(language).topic(topic)
        let text = try #require(found, "\(language) has no topic \(topic)")
        expectTrue(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
        for line in text.split(separator: "\n") {
            expectTrue(TerminalWidth.of(String(line)) <= 80, "\(language) \(topic): \(line)")
        }
    }

    @Test("every command's page in every language fits an 80-column terminal", arguments: LessonLanguage.allCases)
    func commandPagesFit(language: LessonLanguage) {
        var options = SessionOptions(lessonsDirectory: "/nonexistent")
        options.lessonLanguage = language
        let console = makeScriptedConsole(options: options).console
        for command in MetaCommands.all {
            let page = console.submit(":help :\(command.name)").output
            for line in page.split(separator: "\n") {
                expectTrue(TerminalWidth.of(String(line)) <= 80, "\(language) :\(command.name): \(line)")
            }
        }
    }

    @Test("a details block too wide is wrapped: paragraphs joined again, options under their descriptions")
    func detailsFit() {
        let details = """
              --svg F   write the timeline as an SVG picture to F (a new file, or one written)
              --html F  write a page that plays the timeline, with play/pause and a
                        time slider: one file
              --all     also the unnamed ones

              A paragraph broken by hand
              at odd places.
            """
        expectEqual(
            HelpDetailsFit.fit(details, width: 60),
            """
              --svg F   write the timeline as an SVG picture to F (a new
                        file, or one written)
              --html F  write a page that plays the timeline, with
                        play/pause and a time slider: one file
              --all     also the unnamed ones

              A paragraph broken by hand
              at odd places.
            """)
        expectEqual(HelpDetailsFit.fit(details, width: 100), details)
    }

    @Test("the command list fits an 80-column terminal and names every command", arguments: LessonLanguage.allCases)
    func overviewFits(language: LessonLanguage) {
        let text = HelpCommand.overview(.of(language))
        for line in text.split(separator: "\n") { expectTrue(TerminalWidth.of(String(line)) <= 80, "\(line)") }
        for command in MetaCommands.all { expectTrue(text.contains(":" + command.name + " ")) }
        for topic in HelpTexts.topicNames { expectTrue(text.contains(topic)) }
    }

    @Test("every language has every topic, and no other", arguments: LessonLanguage.allCases)
    func sameTopics(language: LessonLanguage) {
        expectEqual(Set(HelpTexts.of(language).topics.keys), Set(HelpTexts.topicNames))
    }

    @Test("every language has a summary of every command, and of no other", arguments: LessonLanguage.allCases)
    func everySummary(language: LessonLanguage) {
        let texts = HelpTexts.of(language)
        expectEqual(Set(texts.summaries.keys), Set(MetaCommands.all.map { $0.name }))
        for summary in texts.summaries.values { expectTrue(!summary.isEmpty) }
        if language != .en {
            for command in MetaCommands.all {
                expectTrue(texts.summary(of: command) != command.summary, "\(language) :\(command.name) is English")
            }
        }
    }

    /// Korean particles after English words are chosen, never left as `이(가)`.
    @Test("the Korean help has no unresolved particles")
    func koreanParticles() {
        let korean = HelpTexts.korean
        let texts =
            Array(korean.topics.values) + Array(korean.summaries.values)
            + [korean.intro, korean.commandsHeading, korean.commandArguments, korean.topicsHeading]
        for text in texts {
            for pair in ["이(가)", "을(를)", "은(는)", "와(과)", "과(와)", "(으)로", "를(을)", "가(이)"] {
                expectTrue(!text.contains(pair), "\(pair) in \(text.prefix(40))")
            }
        }
    }
}

@Suite("Resources")
struct ResourcesCommandTests {
    @Test(":resources shows RxSwift's Resources.total")
    func resources() {
        let output = makeConsole().submit(":resources").output
        expectTrue(output.range(of: #"^Resources\.total = -?\d+\n$"#, options: .regularExpression) != nil)
    }
}
