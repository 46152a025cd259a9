import Marbles
import TestSupport
import Testing
import TextWidth

/// Issue #13's rules for text timelines: every line within the width, legends included; full
/// lane names (abbreviated with a legend only when too long for a third of the width); a
/// caption above an operator's lane; windows of history; values colored as in pictures.
@Suite("Text timelines that tell the whole story")
struct TimelineStoryTests {
    static let longValues = Timeline(lanes: [
        .init(name: "repos", entries: [
            .next(1, "Repo(id: 1, name: \"EasyAnimation\", language: \"Swift\")"),
            .next(3, "Repo(id: 2, name: \"Unbox\", language: \"Swift\")"), .error(5, "The operation couldn’t be completed. (a very long error text that goes on)"),
        ]),
        .init(name: "aVeryLongLaneNameForTheSelectedRepository", kind: .subscription, entries: [
            .subscribed(0), .next(1, "a fairly long string value", isString: true), .next(3, "🐶"),
        ]),
        .init(name: "aVeryLongLaneNameForTheSecondRepository", entries: [.next(2, "1")]),
    ])

    @Test("every line fits the width, legends and names included", arguments: [30, 44, 60, 83])
    func fitsWidth(width: Int) {
        let drawing = TextRenderer(width: width).render(Self.longValues)
        for line in drawing.split(separator: "\n") {
            expectTrue(TerminalWidth.of(String(line)) <= width, "\(width): \(line)")
        }
        if width == 60 { Golden.check(drawing, named: "text-width-60") }
    }

    @Test("without a width, names are whole and legends are one line each")
    func unlimited() {
        let drawing = TextRenderer().render(Self.longValues)
        expectTrue(drawing.contains("aVeryLongLaneNameForTheSelectedRepository  "))
        expectTrue(drawing.contains("= Repo(id: 1, name: \"EasyAnimation\", language: \"Swift\")"))
        Golden.check(drawing, named: "text-full-names")
    }

    @Test("names too long for a third of the width are abbreviated, told apart and spelled out")
    func abbreviatedNames() {
        let drawing = TextRenderer(width: 60).render(Self.longValues)
        let wide = TextRenderer(width: 90).render(Self.longValues)
        expectTrue(wide.contains("aVeryLongLaneNameForTheSelect… = aVeryLongLaneNameForTheSelectedRepository"), "\(wide)")
        expectTrue(wide.contains("aVeryLongLaneNameForTheSecond… = aVeryLongLaneNameForTheSecondRepository"), "\(wide)")
        // Two names cut to the same prefix are told apart.
        expectTrue(drawing.contains("\naVeryLongLaneNameFo…  ") && drawing.contains("\naVeryLongLaneNameF…2  "), "\(drawing)")
        expectTrue(TextRenderer(width: 200).render(Self.longValues).contains("\naVeryLongLaneNameForTheSelectedRepository  "))
    }

    @Test("an operator's caption is drawn between its input and output lanes")
    func caption() {
        let timeline = Timeline(lanes: [
            .init(name: "s", start: 0, entries: [.next(1, "1"), .next(2, "2"), .next(4, "3")]),
            .init(name: "doubled", start: 0, entries: [.next(1, "2"), .next(2, "4"), .next(4, "6")], caption: "s.map { $0 * 2 }"),
        ])
        let drawing = TextRenderer().render(timeline)
        let lines = drawing.split(separator: "\n").map(String.init)
        expectEqual(lines.count, 4)
        expectTrue(lines[2].hasSuffix("↓ s.map { $0 * 2 }"))
        expectTrue(lines[1].hasPrefix("s ") && lines[3].hasPrefix("doubled "))
        Golden.check(drawing, named: "text-caption")
        let narrow = TextRenderer(style: .ascii, width: 20).render(timeline)
        expectTrue(narrow.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= 20 }, "\(narrow)")
        expectTrue(narrow.contains("v s.map"))
    }

    static let history = Timeline(lanes: [
        .init(name: "ticks", start: 0, entries: (1...30).map { .next($0, "\($0 % 10)") } + [.completed(31)]),
        .init(name: "late", kind: .subscription, entries: [.subscribed(12), .next(13, "3"), .disposed(25)]),
        .init(name: "early", kind: .subscription, entries: [.subscribed(2), .next(3, "3"), .disposed(5)]),
    ])

    @Test("a window shows any stretch of history; lanes running into it start at its edge")
    func window() {
        let window = Self.history.window(from: 10, to: 15)
        expectEqual(window.lanes.map(\.name), ["ticks", "late"], "a lane over before the window is left out")
        expectEqual(window.lanes[0].start, 10)
        expectTrue(window.lanes[0].entries.first?.time == 10 && window.lanes[0].entries.last?.time == 15)
        expectTrue(window.lanes[1].start == nil, "a subscription that starts inside the window starts at its ^")
        expectEqual(Self.history.window(from: 26, to: nil).lanes.map(\.name), ["ticks"])
        expectEqual(Self.history.window(from: nil, to: 4).lanes.map(\.name), ["ticks", "early"])
        Golden.check(TextRenderer().render(window), named: "text-window")
    }

    @Test("the last N instants")
    func lastInstants() {
        let last = Self.history.lastInstants(3)
        expectEqual(last.lanes.map(\.name), ["ticks"])
        expectEqual(last.lanes[0].entries.map(\.time), [29, 30, 31])
        expectEqual(Self.history.lastInstants(1000), Self.history)
    }

    @Test("a pointer at an empty frame makes it a slot; values keep one color per value")
    func pointerAndColors() {
        let timeline = Timeline(lanes: [.init(name: "s", start: 0, entries: [.next(1, "🐶"), .next(3, "🐱"), .next(5, "🐶")])])
        let drawing = TextRenderer().render(timeline, pointer: TimelinePointer(time: 7, label: "now"))
        expectTrue(drawing.contains("7"), "\(drawing)")
        Golden.check(drawing, named: "text-pointer-empty-frame")
        let colored = TextRenderer(colors: true).render(timeline)
        let dog = colored.components(separatedBy: "🐶")[0].components(separatedBy: "\u{1B}[").last ?? ""
        let cat = colored.components(separatedBy: "🐱")[0].components(separatedBy: "\u{1B}[").last ?? ""
        expectTrue(dog.hasPrefix("38;5;") && cat.hasPrefix("38;5;"))
        expectTrue(dog != cat, "two values that hash apart get two colors")
        expectEqual(colored.components(separatedBy: "\u{1B}[" + dog + "🐶").count, 3, "the same value, the same color")
    }
}
