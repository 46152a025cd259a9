import Foundation
import Marbles
import TestSupport
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVGRenderer draws RxMarbles-style pictures")
struct SVGRendererTests {
    /// Counts the elements of a parsed document, failing on invalid XML.
    final class ElementCounter: NSObject, XMLParserDelegate {
        var counts: [String: Int] = [:]
        var texts: [String] = []
        private var text = ""
        var root: String?
        var rootAttributes: [String: String] = [:]

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if root == nil {
                root = name
                rootAttributes = attributes
            }
            counts[name, default: 0] += 1
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            texts.append(text.trimmingCharacters(in: .whitespacesAndNewlines))
            text = ""
        }
    }

    private func parse(_ svg: String) throws -> ElementCounter {
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        expectTrue(parser.parse(), "invalid XML: \(String(describing: parser.parserError))")
        return counter
    }

    static let timeline = Timeline(lanes: [
        .init(name: "subject", start: 0, entries: [.next(1, "🐶"), .next(3, "<&>"), .next(5, "a long value"), .completed(7)]),
        .init(name: "one \"quoted\" & <tagged>", kind: .subscription, entries: [.subscribed(2), .next(3, "<&>"), .disposed(4)]),
        .init(name: "failing", entries: [.next(2, "x"), .next(2, "y"), .error(6, "it's <bad>")]),
        .init(name: "running", entries: [.next(4, "1"), .next(12, "2")]),
    ])

    @Test("the picture is valid XML with one element per thing drawn")
    func validXML() throws {
        let svg = SVGRenderer().render(Self.timeline)
        let document = try parse(svg)
        expectEqual(document.root, "svg")
        // Eight marbles, one beside the legend's long value, and the symbol key's.
        expectEqual(document.counts["circle"], 10)
        expectTrue(document.counts["text", default: 0] >= 5 + 3)
        expectTrue(svg.contains("class=\"done\""))
        expectTrue(svg.contains("class=\"error\""))
        expectTrue(svg.contains("class=\"sub\""))
        expectTrue(svg.contains("class=\"dispose\""))
        expectTrue(svg.contains("l-10 -6v12z"), "a running lane ends with an arrow")
    }

    @Test("text is escaped")
    func escaping() throws {
        let svg = SVGRenderer().render(Self.timeline)
        expectTrue(svg.contains("one &quot;quoted&quot; &amp; &lt;tagged&gt;"))
        expectTrue(svg.contains("&lt;&amp;&gt;"))
        expectTrue(svg.contains("it&apos;s &lt;bad&gt;"))
        let document = try parse(svg)
        expectTrue(document.texts.contains("one \"quoted\" & <tagged>"))
        expectTrue(!document.texts.contains { $0.hasSuffix("…") }, "no value is cut")
        expectTrue(document.texts.contains("a = a long value"), "a long value is a letter spelled out in the legend")
        expectTrue(document.texts.contains("a long value"), "and whole in the tooltip")
    }

    @Test("the picture grows with the number of lanes")
    func scalesWithLanes() throws {
        func height(_ lanes: Int) throws -> Int {
            let timeline = Timeline(lanes: (0..<lanes).map { .init(name: "l\($0)", entries: [.next(1, "\($0)")]) })
            return try #require(Int(try parse(SVGRenderer().render(timeline)).rootAttributes["height"] ?? ""))
        }
        let one = try height(1)
        let five = try height(5)
        expectEqual(five - one, 4 * (try height(2) - one))
        expectTrue(five > one)
    }

    @Test("an empty timeline is a valid picture with a message")
    func empty() throws {
        let document = try parse(SVGRenderer().render(Timeline()))
        expectTrue(document.texts.contains(TextRenderer.emptyMessage))
    }

    /// The `cx` of every marble in the picture, in document order.
    private func marbleCenters(_ svg: String) -> [(x: Int, y: Int)] {
        svg.components(separatedBy: "<circle class=\"marble\" cx=\"").dropFirst().compactMap { rest in
            let numbers = rest.split(separator: "\"")
            guard numbers.count > 2, let x = Int(numbers[0]), let y = Int(numbers[2]) else { return nil }
            return (x, y)
        }
    }

    @Test("entries of one frame stand side by side, never overlapping")
    func groupsSideBySide() {
        let timeline = Timeline(lanes: [.init(name: "of", entries: [.next(1, "1"), .next(1, "2"), .next(1, "3"), .completed(1), .next(2, "4")])])
        let centers = marbleCenters(SVGRenderer().render(timeline))
        expectEqual(centers.count, 4)
        for (left, right) in zip(centers, centers.dropFirst()) {
            expectTrue(right.x - left.x >= 32, "marbles of radius 15 overlap: \(left) \(right)")
        }
    }

    @Test("short values are written whole in their marble; longer ones get a letter and a legend line")
    func fullValues() throws {
        let timeline = Timeline(lanes: [.init(name: "repos", entries: [
            .next(1, "Repo(id: 1, name: \"Unbox\")"), .next(2, "🐶"), .next(3, "犬"), .next(4, "false"), .next(5, "42"),
        ])])
        let document = try parse(SVGRenderer().render(timeline))
        for short in ["🐶", "犬", "42"] { expectTrue(document.texts.contains(short)) }
        expectTrue(document.texts.contains("a = Repo(id: 1, name: \"Unbox\")"))
        expectTrue(document.texts.contains("b = false"))
        expectTrue(!document.texts.contains { $0.count == 2 && $0.hasSuffix("…") })
    }

    @Test("unnamed subscriptions are folded unless asked for")
    func foldedLanes() throws {
        let timeline = Timeline(lanes: [
            .init(name: "s", entries: [.next(1, "1")]),
            .init(name: "sub1", kind: .subscription, entries: [.subscribed(0), .next(1, "1")], isAnonymous: true),
            .init(name: "sub2", kind: .subscription, entries: [.subscribed(0), .next(1, "1")], isAnonymous: true),
        ])
        let folded = try parse(SVGRenderer().render(timeline))
        expectTrue(!folded.texts.contains("sub1"))
        expectTrue(folded.texts.contains("2 subscriptions no variable holds not drawn (--all draws them)"))
        let all = try parse(SVGRenderer(showsAnonymousLanes: true).render(timeline))
        expectTrue(all.texts.contains("sub1") && all.texts.contains("sub2"))
    }

    @Test("the caption sits between input and output; fonts cover emoji and CJK; colors match the terminal")
    func captionFontsColors() throws {
        let timeline = Timeline(lanes: [
            .init(name: "s", start: 0, entries: [.next(1, "🐶")]),
            .init(name: "doubled", start: 0, entries: [.next(1, "🐶🐶")], caption: "s.map { $0 + $0 }"),
        ])
        let svg = SVGRenderer().render(timeline)
        let document = try parse(svg)
        expectTrue(document.texts.contains("s.map { $0 + $0 }"))
        let centers = marbleCenters(svg)
        let captionY = try #require(Int(svg.components(separatedBy: "<rect class=\"operator\"").last?
            .components(separatedBy: "y=\"").dropFirst().first?.split(separator: "\"").first ?? ""))
        expectTrue(centers[0].y < captionY && captionY < centers[1].y)
        let family = document.rootAttributes["font-family"] ?? ""
        for font in ["Noto Color Emoji", "Apple Color Emoji", "Segoe UI Emoji", "Noto Sans CJK", "monospace"] {
            expectTrue(family.contains(font))
        }
        let colored = TextRenderer(colors: true).render(timeline)
        for value in ["🐶", "🐶🐶"] {
            let code = try #require(Int(colored.components(separatedBy: value)[0].components(separatedBy: "38;5;").last?
                .dropLast() ?? ""))
            expectTrue(svg.contains("fill=\"\(Self.xterm256(code))\"/><title>\(value)</title>"), "\(value): \(code)")
        }
    }

    /// The RGB of an xterm-256 color of the 6×6×6 cube, as `#rrggbb`.
    static func xterm256(_ code: Int) -> String {
        let levels = [0, 95, 135, 175, 215, 255]
        let index = code - 16
        let rgb = [levels[index / 36], levels[index / 6 % 6], levels[index % 6]]
        return "#" + rgb.map { String(format: "%02x", $0) }.joined()
    }

    @Test("a key names the symbols the picture uses, and only those, in one order")
    func symbolKey() {
        func keyNames(_ timeline: Timeline) -> [String] {
            let svg = SVGRenderer().render(timeline)
            guard let key = svg.components(separatedBy: "<g class=\"key\">").dropFirst().first else { return [] }
            return key.components(separatedBy: "<text class=\"legend\"").dropFirst().compactMap {
                $0.split(separator: ">").dropFirst().first?.split(separator: "<").first.map(String.init)
            }
        }
        expectEqual(keyNames(Self.timeline), ["value", "completed", "error", "subscribed", "disposed"])
        expectEqual(keyNames(Timeline(lanes: [.init(name: "of", entries: [.next(1, "1"), .completed(2)])])), ["value", "completed"])
        expectEqual(
            keyNames(Timeline(lanes: [.init(name: "slow", entries: [.next(1, "1"), .next(30, "2")])])),
            ["value", "time skipped"])
        expectEqual(
            keyNames(Timeline(lanes: [.init(name: "s", kind: .subscription, entries: [.subscribed(0), .error(1, "e")])])),
            ["error", "subscribed"])
    }

    @Test("the drawing is stable", arguments: [0])
    func golden(_: Int) {
        Golden.check(SVGRenderer().render(Self.timeline), named: "svg-example")
    }

    @Test("a carried element's marble has its origin's fill; a replayed one is dashed and the key names it")
    func carriedAndReplayed() throws {
        let timeline = Timeline(lanes: [
            .init(name: "s", entries: [.next(1, "2")]),
            .init(name: "late", kind: .subscription, entries: [
                .subscribed(2), TimelineEntry(time: 2, kind: .next(TimelineValue("20")), colorKey: "2", isReplayed: true),
            ]),
        ])
        let svg = SVGRenderer().render(timeline)
        func fill(ofMarbleTitled title: String) -> String? {
            guard let titleRange = svg.range(of: "<title>\(title)</title>") else { return nil }
            let before = svg[..<titleRange.lowerBound]
            guard let fillStart = before.range(of: "fill=\"", options: .backwards) else { return nil }
            return String(before[fillStart.upperBound...].prefix(7))
        }
        let two = try #require(fill(ofMarbleTitled: "2"))
        expectEqual(fill(ofMarbleTitled: "20 (replayed)"), two)
        expectTrue(svg.contains("<circle class=\"marble replayed\""), "\(svg)")
        expectEqual(svg.components(separatedBy: "class=\"marble replayed\"").count, 2)
        expectTrue(svg.contains(">replayed on subscribing</text>"), "\(svg)")
        // Without replays the key does not name them.
        let plain = SVGRenderer().render(Timeline(lanes: [timeline.lanes[0]]))
        expectTrue(!plain.contains("replayed on subscribing") && !plain.contains("marble replayed"), "\(plain)")
    }
}
