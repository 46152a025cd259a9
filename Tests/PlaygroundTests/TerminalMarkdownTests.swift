import Foundation
@testable import Playground
import TestSupport
import Testing
import TextWidth

/// Lesson prose as the terminal shows it: Markdown rendered, every line within the width by
/// display columns (Hangul and emoji take two), words kept whole where they fit.
@Suite("Markdown for the terminal")
struct TerminalMarkdownTests {
    static let sample = """
        # Subjects, side by side

        A **subject** is both ends: you push with `onNext` and
        anyone can *subscribe*. An odd ` backtick stays.

        1. first
        1. second, long enough to go past the end of one line of forty
        1. third

        - a bullet with [a link](https://example.com)
        > a quote that is long enough to wrap onto a second line

        ----

        ![a cat on a photo](cat.png)

        이 문단은 한국어로 되어 있으며 터미널의 너비에 맞게 단어 단위로 줄이 바뀌어야 합니다 🐶🐶.

        ```swift
        let subject = PublishSubject<Int>()   // code keeps its line, however long it is
        ```
        """

    @Test("rendered and wrapped at 40 columns, without colors")
    func plain() {
        expectEqual(
            TerminalMarkdown.render(Self.sample, colors: false, width: 40),
            """
            Subjects, side by side
            ======================

            A subject is both ends: you push with
            'onNext' and anyone can subscribe. An
            odd ` backtick stays.

            1. first
            2. second, long enough to go past the
               end of one line of forty
            3. third

            • a bullet with a link
            │ a quote that is long enough to wrap
            │ onto a second line

            ────────────────────────────────────────

            [image: a cat on a photo]

            이 문단은 한국어로 되어 있으며 터미널의
            너비에 맞게 단어 단위로 줄이 바뀌어야
            합니다 🐶🐶.

                let subject = PublishSubject<Int>()   // code keeps its line, however long it is
            """)
    }

    @Test("with colors: code, bold and italic are escapes that take no columns")
    func colored() {
        let text = TerminalMarkdown.render(
            "A **subject** is `both` *ends* of one long line here", colors: true, width: 24)
        expectEqual(
            text,
            "A \u{1B}[1msubject\u{1B}[0m is \u{1B}[36mboth\u{1B}[0m \u{1B}[3mends\u{1B}[0m\nof one long line here")
    }

    @Test("no line is wider than the width, at any width", arguments: [20, 33, 57, 80])
    func widths(width: Int) {
        let prose = TerminalMarkdown.render(Self.sample.components(separatedBy: "```")[0], colors: true, width: width)
        for line in prose.split(separator: "\n") {
            expectTrue(ProseWrap.columns(String(line)) <= width, "\(width): \(line)")
        }
    }

    @Test(
        "every lesson's prose, exercises and hints in every language fit 80 columns with no raw Markdown",
        arguments: LessonLanguage.allCases)
    func lessonsAt80(language: LessonLanguage) throws {
        let library = LessonLibrary(directory: CompiledTranscriptTests.lessonsDirectory)
        let names = library.load().lessons.map(\.name)
        expectEqual(names.count, 4)
        for name in names {
            let lesson = try library.lesson(named: name, language: language)
            var texts: [String] = []
            for part in lesson.parts {
                switch part {
                case .narration(let prose): texts.append(prose)
                case .exercise(let exercise): texts += [exercise.task] + exercise.hints
                case .code: continue
                }
            }
            for text in texts {
                let shown = TerminalMarkdown.render(text, colors: false, width: 80)
                // Indented code inside prose keeps its line; everything else wraps.
                for line in shown.split(separator: "\n") where !line.hasPrefix("    ") {
                    expectTrue(ProseWrap.columns(String(line)) <= 80, "\(name) \(language): \(line)")
                    expectTrue(
                        !line.contains("**") && !line.contains("`") && !line.hasPrefix("#"),
                        "\(name) \(language): \(line)")
                }
            }
        }
    }

    @Test("a word wider than the line is cut where the line ends")
    func longWord() {
        expectEqual(
            ProseWrap.wrap("see " + String(repeating: "x", count: 25), width: 10),
            ["see", "xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
        expectEqual(ProseWrap.wrap("犬犬犬犬犬犬", width: 5), ["犬犬", "犬犬", "犬犬"])
        // Color escapes take no columns and stay whole in the piece they start in.
        expectEqual(
            ProseWrap.wrap("\u{1B}[1mabc\u{1B}[0mdefgh", width: 4), ["\u{1B}[1mabc\u{1B}[0md", "efgh"])
    }

    /// Cutting a word wider than the line is linear in its length: a 160,000-character word in a
    /// lesson's prose took 12 s, each cut measuring and copying the rest of the word again. The
    /// limits are processor time (`WorkTime`), ten times what a debug build takes (0.2 s), so the
    /// quadratic cut still fails.
    @Test("a 160,000-character word wraps in well under a second, in prose and in the session's notes")
    func hugeWord() {
        let word = String(repeating: "x", count: 160_000)
        let (lines, wrapping) = WorkTime.of { ProseWrap.wrap("see " + word + " end", width: 80) }
        expectEqual(lines.count, 2_002)
        expectEqual(lines.first, "see")
        expectEqual(lines.last, "end")
        expectTrue(lines.dropFirst().dropLast().allSatisfy { $0.count == 80 })
        expectTrue(wrapping.within(2), "ProseWrap.wrap: \(wrapping)")

        let (shown, rendering) = WorkTime.of { TerminalMarkdown.render("A word: " + word, colors: false, width: 80) }
        expectEqual(shown.split(separator: "\n").count, 2_001)
        expectTrue(rendering.within(2), "TerminalMarkdown.render: \(rendering)")

        // Two columns a character, each one measured on its own (0.6 s in a debug build; the
        // quadratic cut took minutes).
        let (wide, renderingWide) = WorkTime.of {
            TerminalMarkdown.render("A word: " + String(repeating: "犬", count: 160_000), colors: false, width: 80)
        }
        expectEqual(wide.split(separator: "\n").count, 4_001)
        expectTrue(renderingWide.within(6), "TerminalMarkdown.render, wide characters: \(renderingWide)")

        let (note, fitting) = WorkTime.of { LineFit.fit("note: " + word, width: 80) }
        expectEqual(note.split(separator: "\n").count, 2_053)
        expectTrue(fitting.within(2), "LineFit.fit: \(fitting)")
    }
}
