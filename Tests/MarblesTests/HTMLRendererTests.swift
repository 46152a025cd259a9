import Foundation
import Marbles
import TestSupport
import Testing

/// The page `:marbles --html` writes, read as text; `HTMLPlayerBrowserTests` plays it in a browser.
@Suite("HTMLRenderer writes a page that plays the timeline")
struct HTMLRendererTests {
    /// A timeline with every kind of entry, a lane that starts late, a long value for the legend
    /// and a stretch of empty frames longer than a playback plays.
    static let timeline = Timeline(lanes: [
        .init(name: "names", start: 0, entries: [.next(1, "Ann"), .next(3, "🐶"), .next(4, "한글"), .next(30, "tiếng Việt"), .completed(32)]),
        .init(name: "late", kind: .subscription, entries: [.subscribed(3), .next(3, "🐶"), .next(4, "한글"), .disposed(5)]),
        .init(name: "failing", entries: [.next(2, "x"), .next(2, "y"), .error(6, "it's <bad>")]),
    ])

    static func page(_ timeline: Timeline = timeline) -> String {
        HTMLRenderer(frameMilliseconds: 100).render(timeline) { "now \($0) (\($0 * 100)ms)" }
    }

    @Test("the page's words come from the session, escaped; the button carries both of its words for the script")
    func words() {
        let words = HTMLPageWords(
            language: "ko", title: "타임라인 <1>", play: "▶ 재생", pause: "❚❚ \"멈춤\"", keys: "키 & 설명", time: "시간")
        let page = HTMLRenderer(words: words).render(Self.timeline)
        for text in [
            "<html lang=\"ko\">", "<title>타임라인 &lt;1&gt;</title>",
            "<button id=\"play\" type=\"button\" data-play=\"▶ 재생\" data-pause=\"❚❚ &quot;멈춤&quot;\">▶ 재생</button>",
            "aria-label=\"시간\"", "<p id=\"keys\">키 &amp; 설명</p>",
        ] {
            expectTrue(page.contains(text), "\(text)")
        }
        expectTrue(!page.contains("▶ Play") && !page.contains("Space plays") && !page.contains("lang=\"en\""))
    }

    @Test("the page is stable", arguments: [0])
    func golden(_: Int) {
        Golden.check(Self.page(), named: "html-example")
    }

    @Test("the page needs nothing from outside: no URL, no fetched resource, the script and style inline")
    func selfContained() {
        for timeline in [Self.timeline, Timeline()] {
            let page = Self.page(timeline).lowercased()
            for fetching in ["http:", "https:", "//", "src=", "href=", "@import", "<link", "file:", "data:"] {
                expectTrue(!page.contains(fetching), "the page holds \(fetching)")
            }
            let references = page.components(separatedBy: "url(").dropFirst()
            expectTrue(references.allSatisfy { $0.hasPrefix("#") }, "only references inside the page")
            expectEqual(page.components(separatedBy: "<script").count - 1, 2, "the frames and the player")
        }
    }

    @Test("the frames played are :play's: long empty stretches are cut to ten frames")
    func playedFrames() {
        expectEqual(Self.timeline.playedFrames(), Array(0...16) + [30, 31, 32])
        expectEqual(Timeline().playedFrames(), [])
        // The example in its comment.
        let example = Timeline(lanes: [.init(name: "s", entries: [.next(1, "a"), .next(30, "b")])])
        expectEqual(example.playedFrames(longestPause: 2), [1, 2, 3, 30])
    }
}
