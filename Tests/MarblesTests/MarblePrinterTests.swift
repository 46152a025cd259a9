import Marbles
import RxTest
import TestSupport
import Testing

@Suite("MarblePrinter writes marble strings that read back the same")
struct MarblePrinterTests {
    private func roundTrip(_ marbles: String, options: MarbleOptions = .run) throws -> String {
        let events = try MarbleParser.parse(marbles, options: options)
        let entries = events.map { event -> TimelineEntry in
            switch event.kind {
            case .next(let key): return .next(event.time, key)
            case .error: return .error(event.time, "error")
            case .completed: return .completed(event.time)
            }
        }
        return try MarblePrinter.diagram(of: entries, options: options).marbles
    }

    @Test("cold marbles print as they were written", arguments: [
        "-a-b-|", "--a--b--c--", "---(abc)---|", "(ab)c", "-(a|)", "a-b-#", "|", "", "--🙈--🙉--🙊--|", "-1-2-|",
    ])
    func coldRoundTrip(marbles: String) throws {
        let trimmed = String(marbles.reversed().drop { $0 == "-" }.reversed())
        try expectEqual(roundTrip(marbles), trimmed)
    }

    @Test("hot marbles keep their ^ (dashes before the first value say nothing and are left out)")
    func hotRoundTrip() throws {
        try expectEqual(roundTrip("-a-^-b-|"), "a-^-b-|")
        try expectEqual(MarbleParser.parse("a-^-b-|"), MarbleParser.parse("-a-^-b-|"))
        try expectEqual(roundTrip("a^"), "a^")
        try expectEqual(roundTrip("--a--^"), "a--^")
        // As in RxJS, a group before frame -1 is no group: its values take a frame each.
        try expectEqual(roundTrip("(ab)^-c"), "ab-^-c")
    }

    @Test("long empty runs become time progression, which reads back the same")
    func timeProgression() throws {
        let entries: [TimelineEntry] = [.next(1, "a"), .next(101, "b"), .next(1_102, "c"), .next(61_103, "d"), .completed(61_104)]
        let diagram = try MarblePrinter.diagram(of: entries)
        expectEqual(diagram.marbles, "-a 99ms b 1s c 1m d|")
        try expectEqual(MarbleParser.parse(diagram.marbles).map(\.time), entries.map(\.time))
        try expectEqual(MarblePrinter.diagram(of: entries, timeProgressionAfter: nil).marbles.count, 61_105)
    }

    @Test("a digit after time progression is not misread")
    func digitAfterTimeProgression() throws {
        let entries: [TimelineEntry] = [.next(0, "a"), .next(20, "1"), .next(21, "m"), .next(40, "x")]
        let diagram = try MarblePrinter.diagram(of: entries)
        try expectEqual(MarbleParser.parse(diagram.marbles).map(\.time), [0, 20, 21, 40])
    }

    @Test("values that are not one character get letters, others stand for themselves")
    func values() throws {
        let entries: [TimelineEntry] = [
            .next(1, "10"), .next(2, "x"), .next(3, "10"), .next(4, "hello", isString: true), .next(5, "-"), .error(6, "boom"),
        ]
        let diagram = try MarblePrinter.diagram(of: entries)
        expectEqual(diagram.marbles, "-axabc#")
        expectEqual(diagram.values["a"]?.text, "10")
        expectEqual(diagram.values["b"], TimelineValue("hello", isString: true))
        expectEqual(diagram.values["c"]?.text, "-")
        expectEqual(diagram.error, "boom")
        // `-` is not Swift: the values are written as Swift literals.
        expectEqual(diagram.description, #"-axabc#  a = 10, b = "hello", c = "-", # = boom"#)
    }

    @Test("frames of several ticks")
    func frames() throws {
        let entries: [TimelineEntry] = [.next(20, "a"), .completed(50)]
        try expectEqual(MarblePrinter.diagram(of: entries, options: .classic).marbles, "--a--|")
        #expect(throws: MarbleError("time 25 is not a whole number of frames of 10 ticks")) {
            try MarblePrinter.diagram(of: [.next(25, "a")], options: .classic)
        }
    }

    @Test("an event inside an earlier group's frames cannot be written")
    func insideGroup() {
        #expect(throws: MarbleError.self) {
            try MarblePrinter.diagram(of: [.next(0, "a"), .next(0, "b"), .next(2, "c")])
        }
    }

    @Test("subscription marbles", arguments: [
        (0, 6 as Int?, "^-----!"), (3, 3, "---(^!)"), (2, nil, "--^"), (0, 1, "^!"),
    ])
    func subscription(subscribed: Int, unsubscribed: Int?, expected: String) throws {
        let marbles = try MarblePrinter.subscription(subscribed: subscribed, unsubscribed: unsubscribed)
        expectEqual(marbles, expected)
        let parsed = try MarbleParser.parseSubscription(marbles)
        expectEqual(parsed, MarbleSubscription(subscribed: subscribed, unsubscribed: unsubscribed))
    }
}
