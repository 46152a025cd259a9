import Marbles
import RxTest
import TestSupport
import Testing

/// Facts from RxJS's own TestScheduler tests (parseMarbles, parseMarblesAsSubscriptions, time).
@Suite("MarbleParser reads RxJS marble strings")
struct MarbleParserTests {
    private func parse(_ marbles: String, _ options: MarbleOptions = .run) throws -> [String] {
        try MarbleParser.parse(marbles, options: options).map(\.description)
    }

    @Test("classic mode: ten ticks a frame")
    func classicFrames() throws {
        try expectEqual(parse("-------a---b---|", .classic), ["a @ 70", "b @ 110", "| @ 150"])
        try expectEqual(parse("-------a---b---#", .classic), ["a @ 70", "b @ 110", "# @ 150"])
        try expectEqual(parse("--a--b--c--", .classic), ["a @ 20", "b @ 50", "c @ 80"])
    }

    @Test("classic mode: spaces are frames")
    func classicSpaces() throws {
        try expectEqual(parse("--a--b--|   ", .classic), ["a @ 20", "b @ 50", "| @ 80"])
    }

    @Test("^ is time 0 and earlier frames are negative")
    func subscriptionPoint() throws {
        try expectEqual(parse("---^---a---b---|", .classic), ["a @ 40", "b @ 80", "| @ 120"])
        try expectEqual(parse("-a-^-b-|"), ["a @ -2", "b @ 2", "| @ 4"])
        try expectEqual(parse("  -a-^-b-|"), ["a @ -2", "b @ 2", "| @ 4"])
    }

    @Test("a group is one frame, then time moves on by the group's length")
    func groups() throws {
        try expectEqual(parse("---(abc)---", .classic), ["a @ 30", "b @ 30", "c @ 30"])
        try expectEqual(parse("(ab)c"), ["a @ 0", "b @ 0", "c @ 4"])
        try expectEqual(parse("-(a|)"), ["a @ 1", "| @ 1"])
    }

    @Test("run mode ignores spaces")
    func runModeSpaces() throws {
        try expectEqual(parse("  -a - b -    c |       "), ["a @ 1", "b @ 3", "c @ 5", "| @ 6"])
        try expectEqual(parse("  -a - b -    c |       ", MarbleOptions(frame: 10)), ["a @ 10", "b @ 30", "c @ 50", "| @ 60"])
    }

    @Test("time progression: a number, ms/s/m, then a space")
    func timeProgression() throws {
        // RxJS's test uses ten units a frame; here ten times finer, so its 10.2 is 102.
        let tenths = MarbleOptions(frame: 100, ticksPerMillisecond: 10)
        try expectEqual(parse("10.2ms a 1.2s b 1m c|", tenths), ["a @ 102", "b @ 12202", "c @ 612302", "| @ 612402"])
        try expectEqual(parse("- 100ms a 99ms b 99ms (c|)"), ["a @ 101", "b @ 201", "c @ 301", "| @ 301"])
        try expectEqual(parse("------ 4ms c---|"), ["c @ 10", "| @ 14"])
        try expectEqual(parse("- 10s (a|)"), ["a @ 10001", "| @ 10001"])
        try expectEqual(parse("2m a", MarbleOptions(ticksPerMillisecond: 0.001)), ["a @ 120"])
    }

    @Test("digits are values where time progression does not apply", arguments: [
        ("a10ms b", ["a @ 0", "1 @ 1", "0 @ 2", "m @ 3", "s @ 4", "b @ 5"]),
        ("10ms", ["1 @ 0", "0 @ 1", "m @ 2", "s @ 3"]),
        ("1x b", ["1 @ 0", "x @ 1", "b @ 2"]),
        ("-1-2-|", ["1 @ 1", "2 @ 3", "| @ 5"]),
    ])
    func digitsAsValues(marbles: String, expected: [String]) throws {
        try expectEqual(parse(marbles), expected)
    }

    @Test("a time beyond the clock's range is an error, not a crash")
    func outOfRange() {
        #expect(throws: MarbleError.self) { try MarbleParser.parse("99999999999999999999m a") }
    }

    @Test("classic mode has no time progression")
    func classicHasNoTimeProgression() throws {
        try expectEqual(parse("10ms a", .classic).map { String($0.prefix(1)) }, ["1", "0", "m", "s", "a"])
    }

    @Test("emoji are values")
    func emoji() throws {
        try expectEqual(parse("--🙈--🙉--🙊--|", .classic), ["🙈 @ 20", "🙉 @ 50", "🙊 @ 80", "| @ 110"])
    }

    @Test("! is refused in conventional marbles, with RxJS's message")
    func unsubscriptionRefused() {
        #expect(throws: MarbleError("conventional marble diagrams cannot have the unsubscription marker \"!\"")) {
            try MarbleParser.parse("--a--!")
        }
    }

    @Test("subscription marbles")
    func subscriptionMarbles() throws {
        try expectEqual(MarbleParser.parseSubscription("---^---!-", options: .classic), MarbleSubscription(subscribed: 30, unsubscribed: 70))
        try expectEqual(MarbleParser.parseSubscription("---^-", options: .classic), MarbleSubscription(subscribed: 30, unsubscribed: nil))
        try expectEqual(MarbleParser.parseSubscription("---(^!)-", options: .classic), MarbleSubscription(subscribed: 30, unsubscribed: 30))
        try expectEqual(MarbleParser.parseSubscription("  - -  - -  ^ -   - !  -- -      ", options: MarbleOptions(frame: 10)), MarbleSubscription(subscribed: 40, unsubscribed: 70))
        try expectEqual(MarbleParser.parseSubscription("10.2ms ^ 1.2s - 1m !", options: MarbleOptions(frame: 100, ticksPerMillisecond: 10)), MarbleSubscription(subscribed: 102, unsubscribed: 612302))
        try expectEqual(MarbleParser.parseSubscription(nil), MarbleSubscription(subscribed: nil, unsubscribed: nil))
        try expectEqual(MarbleParser.parseSubscription("^-----!"), MarbleSubscription(subscribed: 0, unsubscribed: 6))
    }

    @Test("subscription marble misuse, with RxJS's messages", arguments: [
        ("---^-^-!-", "found a second subscription point '^' in a subscription marble diagram. There can only be one."),
        ("---^---!-!", "found a second unsubscription point '!' in a subscription marble diagram. There can only be one."),
        ("--^--a--!", "there can only be '^' and '!' markers in a subscription marble diagram. Found instead 'a'."),
        ("^--|", "there can only be '^' and '!' markers in a subscription marble diagram. Found instead '|'."),
        ("^ 10xs !", "there can only be '^' and '!' markers in a subscription marble diagram. Found instead '1'."),
    ])
    func subscriptionMisuse(marbles: String, message: String) {
        #expect(throws: MarbleError(message)) { try MarbleParser.parseSubscription(marbles) }
    }

    @Test("time of a marble string")
    func time() throws {
        try expectEqual(MarbleParser.time("-----|", options: .classic), 50)
        try expectEqual(MarbleParser.time("     |", options: .classic), 50)
        try expectEqual(MarbleParser.time("  --|", options: .classic), 40)
        try expectEqual(MarbleParser.time("  ---|  "), 3)
        #expect(throws: MarbleError("marble diagram for time should have a completion marker \"|\"")) {
            try MarbleParser.time("-a-b-#")
        }
    }
}
