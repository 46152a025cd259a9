import Marbles
import TestSupport
import Testing

/// Exports their tools accept: RxTest events that compile as Swift, RxJS marbles with a values
/// map for anything that is not a single ASCII letter or digit.
@Suite("Exports that compile")
struct ExportLiteralTests {
    @Test("RxTest values are Swift literals", arguments: [
        (TimelineValue("🌅", isString: true), #""🌅""#),
        (TimelineValue("🌅"), #""🌅""#),
        (TimelineValue("[🌅, 🏔]"), #"["🌅", "🏔"]"#),
        (TimelineValue(#"["a", "b"]"#), #"["a", "b"]"#),
        (TimelineValue("[1, 2]"), "[1, 2]"),
        (TimelineValue("[]"), "[]"),
        (TimelineValue("[:]"), "[:]"),
        (TimelineValue(#"["x": 1]"#), #"["x": 1]"#),
        (TimelineValue("Optional(3)"), "3"),
        (TimelineValue("Optional(\"a\")"), #""a""#),
        (TimelineValue("nil"), "nil"),
        (TimelineValue("-2.5"), "-2.5"),
        (TimelineValue("true"), "true"),
        (TimelineValue(#"Repo(id: 1, name: "Unbox", language: "Swift")"#), #"Repo(id: 1, name: "Unbox", language: "Swift")"#),
        (TimelineValue("[Optional(1), nil]"), "[1, nil]"),
        (TimelineValue("hello world"), #""hello world""#),
        (TimelineValue(#"say "hi""#, isString: true), #""say \"hi\"""#),
        (TimelineValue("[unclosed"), #""[unclosed""#),
    ])
    func swiftLiterals(value: TimelineValue, literal: String) {
        expectEqual(value.swiftLiteral, literal)
    }

    @Test("RxJS values are JavaScript literals", arguments: [
        (TimelineValue("🐶", isString: true), "'🐶'"),
        (TimelineValue("[1, 2]"), "[1, 2]"),
        (TimelineValue("[🌅]"), "['🌅']"),
        (TimelineValue("nil"), "null"),
        (TimelineValue("it's", isString: true), #"'it\'s'"#),
        (TimelineValue(#"Repo(id: 1, name: "Unbox")"#), "{ id: 1, name: 'Unbox' }"),
        (TimelineValue(#"["a b": 1]"#), "{ 'a b': 1 }"),
    ])
    func javaScriptLiterals(value: TimelineValue, literal: String) {
        expectEqual(value.javaScriptLiteral, literal)
    }

    static let photos = Timeline.Lane(name: "images", entries: [
        .next(2, "[🌅]"), .next(3, "[🌅, 🏔]"), .next(5, "🐶", isString: true), .next(6, "a", isString: true),
        .next(7, "7"), .completed(9),
    ])

    @Test("RxJS marbles: emoji and arrays through a values map, single ASCII letters and digits as themselves")
    func rxjs() throws {
        let text = try Self.photos.rxjsMarbles()
        expectEqual(text, "cold('--bc-da7-|', { b: ['🌅'], c: ['🌅', '🏔'], d: '🐶' })")
        let failing = Timeline.Lane(name: "f", entries: [.next(1, "x", isString: true), .error(3, "boom")])
        try expectEqual(failing.rxjsMarbles(), "cold('-x-#', {}, 'boom')")
    }

    @Test("RxJS marbles: a subject or relay (hot) is hot(…); an observable made by operators stays cold(…)")
    func rxjsHotAndCold() throws {
        var subject = Self.photos
        subject.isHot = true
        try expectEqual(subject.rxjsMarbles(), "hot('--bc-da7-|', { b: ['🌅'], c: ['🌅', '🏔'], d: '🐶' })")
        let made = Timeline.Lane(name: "doubled", entries: [.next(1, "2")], caption: "s.map { $0 * 2 }")
        try expectEqual(made.rxjsMarbles(), "cold('-2')")
    }

    @Test("RxJS marbles: groups that run into the next event stretch time instead of giving up")
    func rxjsGroups() throws {
        let lane = Timeline.Lane(name: "g", entries: [.next(1, "[1, 2]"), .next(1, "[3]"), .next(2, "4"), .completed(3)])
        let text = try lane.rxjsMarbles()
        expectEqual(text, "cold('----(ab)4---|', { a: [1, 2], b: [3] })")
    }

    @Test("RxTest events of the photo lane compile as Swift")
    func rxTest() {
        expectEqual(Self.photos.rxTestEvents, #"[.next(2, ["🌅"]), .next(3, ["🌅", "🏔"]), .next(5, "🐶"), .next(6, "a"), .next(7, 7), .completed(9)]"#)
        let code = Timeline(lanes: [Self.photos]).rxTestCode
        Golden.check(code + "\n" + (try! Self.photos.rxjsMarbles()), named: "export-photos")
    }
}
