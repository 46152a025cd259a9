import Foundation
import Marbles
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
        #expect(parser.parse(), "invalid XML: \(String(describing: parser.parserError))")
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
        #expect(document.root == "svg")
        #expect(document.counts["circle"] == 8)
        #expect(document.counts["text", default: 0] >= 5 + 3)
        #expect(svg.contains("class=\"done\""))
        #expect(svg.contains("class=\"error\""))
        #expect(svg.contains("class=\"sub\""))
        #expect(svg.contains("class=\"dispose\""))
        #expect(svg.contains("l-10 -6v12z"), "a running lane ends with an arrow")
    }

    @Test("text is escaped")
    func escaping() throws {
        let svg = SVGRenderer().render(Self.timeline)
        #expect(svg.contains("one &quot;quoted&quot; &amp; &lt;tagged&gt;"))
        #expect(svg.contains("&lt;&amp;&gt;"))
        #expect(svg.contains("it&apos;s &lt;bad&gt;"))
        let document = try parse(svg)
        #expect(document.texts.contains("one \"quoted\" & <tagged>"))
        #expect(document.texts.contains("a …"), "long values are cut in the circle")
        #expect(document.texts.contains("a long value"), "and whole in the tooltip")
    }

    @Test("the picture grows with the number of lanes")
    func scalesWithLanes() throws {
        func height(_ lanes: Int) throws -> Int {
            let timeline = Timeline(lanes: (0..<lanes).map { .init(name: "l\($0)", entries: [.next(1, "\($0)")]) })
            return try #require(Int(try parse(SVGRenderer().render(timeline)).rootAttributes["height"] ?? ""))
        }
        let one = try height(1)
        let five = try height(5)
        #expect(five - one == 4 * (try height(2) - one))
        #expect(five > one)
    }

    @Test("an empty timeline is a valid picture with a message")
    func empty() throws {
        let document = try parse(SVGRenderer().render(Timeline()))
        #expect(document.texts.contains(TextRenderer.emptyMessage))
    }

    @Test("the drawing is stable", arguments: [0])
    func golden(_: Int) {
        Golden.check(SVGRenderer().render(Self.timeline), named: "svg-example")
    }
}
