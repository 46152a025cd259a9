import TestSupport
import TextWidth
import RxSwift
import Marbles
import RxTest
import Testing

@Suite("TextRenderer golden drawings")
struct TextRendererGoldenTests {
    static let shortValues = Timeline(lanes: [
        .init(name: "numbers", entries: [.next(1, "1"), .next(3, "2"), .next(4, "3"), .completed(7)]),
        .init(name: "doubled", entries: [.next(1, "2"), .next(3, "4"), .next(4, "6"), .completed(7)]),
    ])

    @Test("short values are drawn inline, columns aligned across lanes")
    func shortValues() {
        Golden.check(TextRenderer().render(Self.shortValues), named: "text-short-values")
    }

    @Test("long values go through letters and a legend")
    func longValuesAndLegend() {
        let timeline = Timeline(lanes: [
            .init(name: "names", entries: [
                .next(0, "Ada Lovelace", isString: true), .next(2, "Bob", isString: true),
                .next(5, "Grace Hopper", isString: true), .next(7, "Ada Lovelace", isString: true), .completed(9),
            ]),
            .init(name: "letters", entries: [.next(2, "a", isString: true), .next(5, "b", isString: true)]),
        ])
        Golden.check(TextRenderer().render(timeline), named: "text-long-values-legend")
    }

    @Test("entries of one frame are grouped; a very wide group goes to the legend")
    func groups() {
        let timeline = Timeline(lanes: [
            .init(name: "of", entries: [.next(2, "1"), .next(2, "2"), .next(2, "3"), .completed(2)]),
            .init(name: "tens", entries: [.next(2, "10"), .next(2, "20"), .next(4, "30")]),
            .init(name: "range", entries: (0..<12).map { .next(4, "\($0 * 100)") } + [.completed(4)]),
        ])
        Golden.check(TextRenderer().render(timeline), named: "text-groups")
    }

    @Test("to scale: every frame as wide, empty runs drawn whole, wider values and groups to the legend")
    func toScale() {
        let timeline = Timeline(lanes: [
            .init(name: "taps", entries: [.next(1, "1"), .next(2, "2"), .next(5, "3"), .next(14, "40"), .next(15, "500")]),
            .init(name: "throttled", entries: [.subscribed(0), .next(1, "1"), .next(6, "3"), .next(14, "40")]),
            .init(name: "both", entries: [.next(3, "7"), .next(3, "8"), .completed(3)]),
        ])
        Golden.check(
            TextRenderer(columnsPerFrame: 3).render(timeline) + "\n\n" + TextRenderer(columnsPerFrame: 2).render(timeline)
                + "\n\n" + TextRenderer(width: 40, columnsPerFrame: 3).render(timeline),
            named: "text-to-scale")
        // The auto scale fills the width: 15 frames and a 9-column name in 80 columns.
        expectEqual(TextRenderer.columnsPerFrame(fitting: timeline, width: 80), 4)
        expectEqual(TextRenderer.columnsPerFrame(fitting: timeline, width: 40), 2)
        expectEqual(TextRenderer.columnsPerFrame(fitting: timeline, width: 300), 8)
        expectEqual(TextRenderer.columnsPerFrame(fitting: Timeline(lanes: []), width: 80), 2)
    }

    @Test("an error is drawn as # with its text in the legend")
    func errors() {
        let timeline = Timeline(lanes: [
            .init(name: "source", entries: [.next(1, "a"), .next(3, "b"), .error(6, "Unknown error occurred.")]),
            .init(name: "mapped", entries: [.next(1, "A"), .error(3, "boom")]),
        ])
        Golden.check(TextRenderer().render(timeline), named: "text-errors")
    }

    @Test("subscriptions start at ^ and end at ! when disposed")
    func disposal() {
        Golden.check(TextRenderer().render(Self.playground), named: "text-disposal")
    }

    @Test("emoji and CJK take two columns and stay aligned")
    func wideCharacters() {
        let timeline = Timeline(lanes: [
            .init(name: "animals", entries: [.next(1, "🐶"), .next(2, "🐱"), .next(4, "🐭"), .completed(5)]),
            .init(name: "漢字", entries: [.next(1, "犬"), .next(2, "猫"), .next(4, "鼠"), .completed(5)]),
            .init(name: "ascii", entries: [.next(1, "d"), .next(2, "c"), .next(4, "m"), .completed(5)]),
            .init(name: "flags", entries: [.next(2, "🇫🇷"), .next(4, "👩‍💻")]),
        ])
        Golden.check(TextRenderer().render(timeline), named: "text-emoji-cjk")
    }

    @Test("ASCII style uses only ASCII characters")
    func ascii() {
        let drawing = TextRenderer(style: .ascii, width: 40).render(Self.playgroundWithGap)
        expectTrue(drawing.unicodeScalars.allSatisfy { $0.isASCII || $0.properties.isEmoji })
        Golden.check(drawing, named: "text-ascii")
    }

    @Test("a narrow width shows the most recent frames and marks the cut")
    func narrowWidth() {
        let drawing = TextRenderer(width: 28).render(Self.playgroundWithGap)
        expectTrue(drawing.split(separator: "\n").allSatisfy { TerminalWidth.of(String($0)) <= 28 })
        Golden.check(drawing, named: "text-narrow-width")
    }

    @Test("an empty timeline says so")
    func empty() {
        expectEqual(TextRenderer().render(Timeline()), TextRenderer.emptyMessage)
        expectEqual(TextRenderer().render(Timeline(lanes: [.init(name: "quiet")])), TextRenderer.emptyMessage)
        Golden.check(TextRenderer().render(Timeline()), named: "text-empty")
    }

    @Test("long runs of empty frames are shortened and marked")
    func shortenedGaps() {
        let timeline = Timeline(lanes: [
            .init(name: "ticks", entries: [.next(0, "a"), .next(3, "b"), .next(500, "c"), .next(503, "d")]),
        ])
        Golden.check(TextRenderer().render(timeline), named: "text-shortened-gap")
    }

    @Test("colors only when asked")
    func colors() {
        let plain = TextRenderer().render(Self.playground)
        expectTrue(!plain.contains("\u{1B}"))
        let colored = TextRenderer(colors: true).render(Self.playground)
        Golden.check(colored.replacingOccurrences(of: "\u{1B}", with: "⎋"), named: "text-colors")
    }

    @Test("an element carried on keeps its origin's color; a replayed one is marked, and the legend says so")
    func carriedColorsAndReplay() {
        let timeline = Timeline(lanes: [
            .init(name: "s", entries: [.next(1, "2"), .next(2, "3")]),
            .init(name: "tens", entries: [
                TimelineEntry(time: 1, kind: .next(TimelineValue("20")), colorKey: "2"),
                TimelineEntry(time: 2, kind: .next(TimelineValue("30")), colorKey: "3"),
            ]),
            .init(name: "late", kind: .subscription, entries: [
                .subscribed(3), TimelineEntry(time: 3, kind: .next(TimelineValue("30")), colorKey: "3", isReplayed: true),
            ]),
        ])
        let colored = TextRenderer(colors: true).render(timeline)
        // `20` is painted as `2` is, not as `20` alone would be.
        expectTrue(ValueColorsProbe.ansi("2") != ValueColorsProbe.ansi("20"), "the two texts must differ in color")
        expectTrue(colored.contains(ValueColorsProbe.ansi("2") + "20"), "\(colored)")
        expectTrue(!colored.contains(ValueColorsProbe.ansi("20") + "20"), "\(colored)")
        Golden.check(
            TextRenderer().render(timeline) + "\n\n" + TextRenderer(style: .ascii).render(timeline) + "\n\n"
                + colored.replacingOccurrences(of: "\u{1B}", with: "⎋"),
            named: "text-carried-replayed")
    }

    @Test("dropped entries are marked and counted; a pointer marks a frame; frames can span ticks")
    func droppedPointerAndFrames() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = Recorder(scheduler: scheduler, capacity: 3)
        let lane = recorder.lane(named: "busy")
        for time in stride(from: 10, through: 60, by: 10) { lane.next(time / 10, at: time) }
        let drawing = TextRenderer(ticksPerFrame: 10).render(recorder.timeline, pointer: TimelinePointer(time: 50, label: "here"))
        Golden.check(drawing, named: "text-dropped-pointer")
    }

    @Test("long lane names are abbreviated and spelled out in the legend")
    func longNames() {
        let timeline = Timeline(lanes: [
            .init(name: "aVeryLongVariableNameIndeed", entries: [.next(1, "1")]),
            .init(name: "x", entries: [.next(2, "2")]),
        ])
        Golden.check(TextRenderer(maxNameWidth: 10).render(timeline), named: "text-long-names")
    }

    /// The session of the design page, recorded from a real subject.
    static var playground: Timeline {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = Recorder(scheduler: scheduler)
        let subject = PublishSubject<String>()
        recorder.record(subject, as: "subject")
        let recorded = recorder.recording(subject, as: "one")
        var one: Disposable?
        scheduler.scheduleAt(1) { subject.onNext("🐶") }
        scheduler.scheduleAt(2) { one = recorded.subscribe { _ in } }
        scheduler.scheduleAt(3) { subject.onNext("🐱") }
        scheduler.scheduleAt(4) { _ = recorder.recording(subject, as: "two").subscribe { _ in } }
        scheduler.scheduleAt(5) { subject.onNext("🐭") }
        scheduler.scheduleAt(6) { one?.dispose() }
        scheduler.scheduleAt(7) { subject.onCompleted() }
        scheduler.start()
        return recorder.timeline
    }

    static var playgroundWithGap: Timeline {
        var timeline = playground
        timeline.lanes.append(.init(name: "later", kind: .subscription, entries: [.subscribed(40), .next(41, "z"), .completed(44)]))
        return timeline
    }
}

/// The terminal color the renderer gives a value's text, read off a one-value drawing.
enum ValueColorsProbe {
    static func ansi(_ text: String) -> String {
        let drawing = TextRenderer(colors: true).render(Timeline(lanes: [.init(name: "x", entries: [.next(1, text)])]))
        guard let end = drawing.range(of: text, options: .backwards),
            let start = drawing[..<end.lowerBound].range(of: "\u{1B}[38;5;", options: .backwards)
        else { return "?" }
        return String(drawing[start.lowerBound..<end.lowerBound])
    }
}
