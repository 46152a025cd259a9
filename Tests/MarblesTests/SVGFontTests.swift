import Foundation
import Marbles
import TestSupport
import Testing

/// The picture's text drawn in a real browser: every character with a real glyph (no box), from
/// a font the picture names (not one the system fell back to, which a viewer elsewhere may
/// lack). Chromium names the fonts it drew each text with (`CSS.getPlatformFontsForNode`); a
/// box is found by drawing each character and a character no font has (U+E000) in the
/// picture's fonts and comparing the pixels.
@Suite("SVG text renders with the fonts the picture names")
struct SVGFontTests {
    /// Emoji, Hangul and Vietnamese in values, lane names, a caption and the legend.
    static let timeline = Timeline(lanes: [
        .init(name: "한글", start: 0, entries: [.next(1, "🐶"), .next(2, "한글"), .next(3, "tiếng Việt")]),
        .init(name: "tiếng", entries: [.next(2, "🐶")], caption: "한글.map { \"🐶\" + $0 }"),
    ])

    /// Each text's characters with no glyph, and the fonts it was drawn with that its
    /// font-family does not name.
    static let checkedTexts = """
        (() => {
          const canvas = new OffscreenCanvas(64, 64);
          const context = canvas.getContext("2d", { willReadFrequently: true });
          function pixels(character, family) {
            context.clearRect(0, 0, 64, 64);
            context.font = "40px " + family;
            context.textBaseline = "top";
            context.fillText(character, 4, 4);
            return Array.from(context.getImageData(0, 0, 64, 64).data).join(",");
          }
          return Array.from(document.querySelectorAll("text"), (text) => {
            const family = getComputedStyle(text).fontFamily;
            const box = pixels("\\uE000", family);
            const characters = new Set(Array.from(text.textContent).filter((character) => character.codePointAt(0) > 0x7F));
            return {
              text: text.textContent,
              named: family.split(",").map((name) => name.trim().replace(/^["']|["']$/g, "").toLowerCase()),
              boxes: Array.from(characters).filter((character) => pixels(character, family) === box),
            };
          });
        })()
        """

    struct CheckedText: Decodable {
        let text: String
        let named: [String]
        let boxes: [String]
    }

    /// What is wrong with the fonts of each text of the picture at `url`.
    static func fontProblems(at url: URL, in browser: HeadlessBrowser) throws -> [String] {
        try browser.open(url)
        try browser.send("DOM.enable")
        try browser.send("CSS.enable")
        let root = try browser.send("DOM.getDocument")["root"] as? [String: Any]
        let nodes = try browser.send("DOM.querySelectorAll", ["nodeId": root?["nodeId"] ?? 0, "selector": "text"])["nodeIds"] as? [Int] ?? []
        let texts = try browser.evaluate(checkedTexts, as: [CheckedText].self)
        try #require(nodes.count == texts.count)
        var problems: [String] = []
        for (node, text) in zip(nodes, texts) {
            let fonts = try browser.send("CSS.getPlatformFontsForNode", ["nodeId": node])["fonts"] as? [[String: Any]] ?? []
            for family in fonts.compactMap({ $0["familyName"] as? String }) where !text.named.contains(family.lowercased()) {
                problems.append("\(text.text): drawn with \(family), which the picture does not name")
            }
            for character in text.boxes { problems.append("\(text.text): \(character) is a box (no font has it)") }
        }
        return problems
    }

    @Test("emoji, Hangul and Vietnamese are drawn by the fonts the picture names; the check finds a wrong stack and a box")
    func fonts() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "rxplay-fonts-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svg = SVGRenderer().render(Self.timeline)
        for text in ["🐶", "한글", "b = tiếng Việt"] { expectTrue(svg.contains(">\(text)<"), "\(text)") }
        let picture = folder.appendingPathComponent("fonts.svg")
        try svg.write(to: picture, atomically: true, encoding: .utf8)
        // The control: a stack naming one Latin font, and a character no font has.
        let family = try #require(svg.range(of: #"font-family="[^"]*""#, options: .regularExpression))
        let wrong = svg.replacingCharacters(in: family, with: "font-family=\"'DejaVu Sans Mono', monospace\"")
            .replacingOccurrences(of: "</svg>", with: "<text x=\"4\" y=\"12\">&#xE000;</text></svg>")
        let control = folder.appendingPathComponent("control.svg")
        try wrong.write(to: control, atomically: true, encoding: .utf8)

        let browser = try HeadlessBrowser()
        defer { browser.close() }
        expectEqual(try Self.fontProblems(at: picture, in: browser), [])
        let found = try Self.fontProblems(at: control, in: browser)
        expectTrue(found.contains { $0.hasPrefix("한글: ") }, "\(found)")
        expectTrue(found.contains { $0.hasPrefix("🐶: ") }, "\(found)")
        expectTrue(found.contains("\u{E000}: \u{E000} is a box (no font has it)"), "\(found)")
        expectTrue(!found.contains { $0.hasPrefix("tiếng Việt: ") }, "DejaVu Sans Mono has Vietnamese: \(found)")
    }
}
