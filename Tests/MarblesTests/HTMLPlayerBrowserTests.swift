import Foundation
import Marbles
import TestSupport
import Testing

/// The `--html` page played in a headless Chromium: its script runs without errors and fetches
/// nothing; it opens on the whole timeline, paused; the slider shows exactly what happened up
/// to a frame; playing advances one frame per frame length of the page's clock (moved by the
/// browser's virtual time, so no test waits); pausing stops it.
@Suite("The --html page plays in a browser")
struct HTMLPlayerBrowserTests {
    /// What the page shows: the values in visible marbles by lane, the other symbols drawn,
    /// the lane names and legend lines shown, and whether each marble lies inside the part of
    /// the lanes' lines revealed.
    struct Shown: Decodable, Equatable {
        var index: Int
        var playing: Bool
        var button: String
        var now: String
        var marbles: [String]
        var symbols: [String]
        var names: [String]
        var legend: [String]
        /// Visible marbles reaching past the revealed lines, hidden ones inside them.
        var misplaced: [String]
    }

    static let shown = """
        (() => {
          const svg = document.querySelector("#picture svg");
          const visible = (element) => {
            const box = element.getBoundingClientRect();
            return (box.width > 0 || box.height > 0) && getComputedStyle(element).visibility !== "hidden";
          };
          const inLanes = (element) => element.closest(".key") === null;
          const edge = Number(svg.querySelector("#reveal-edge").getAttribute("width"));
          const marbles = Array.from(svg.querySelectorAll("circle.marble")).filter((circle) => circle.nextElementSibling?.tagName === "title");
          return {
            index: marblePlayer.index,
            playing: marblePlayer.playing,
            button: document.getElementById("play").textContent,
            now: document.getElementById("now").textContent,
            marbles: marbles.filter(visible).map((circle) => circle.nextElementSibling.textContent),
            symbols: Array.from(svg.querySelectorAll(".done, .error, .sub, .dispose")).filter((element) => inLanes(element) && visible(element))
              .map((element) => element.getAttribute("class")),
            names: Array.from(svg.querySelectorAll("text.name")).filter(visible).map((text) => text.textContent),
            legend: Array.from(svg.querySelectorAll("text.legend")).filter((text) => inLanes(text) && visible(text)).map((text) => text.textContent),
            misplaced: marbles.filter((circle) => {
              const right = Number(circle.getAttribute("cx")) + Number(circle.getAttribute("r"));
              return visible(circle) ? right > edge : right <= edge;
            }).map((circle) => circle.nextElementSibling.textContent),
          };
        })()
        """

    /// What the page should show at `time`, worked out from the timeline, not from the page.
    static func expected(_ timeline: Timeline, at time: Int) -> (marbles: [String], symbols: [String], names: [String]) {
        var marbles: [String] = []
        var symbols: [String] = []
        var names: [String] = []
        for lane in timeline.lanes {
            let entries = lane.entries.filter { $0.time <= time }
            if (lane.start ?? entries.first?.time ?? .max) <= time { names.append(lane.name) }
            for entry in entries {
                switch entry.kind {
                case .next(let value): marbles.append(value.text)
                case .completed: symbols.append("done")
                case .error: symbols.append("error")
                case .subscribed: symbols.append("sub")
                case .disposed: symbols.append("dispose")
                }
            }
        }
        return (marbles, symbols, names)
    }

    @Test("the page loads without errors, opens on everything, shows exactly a frame's past, plays and pauses")
    func plays() throws {
        let timeline = HTMLRendererTests.timeline
        let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "rxplay-html-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("timeline.html")
        try HTMLRendererTests.page(timeline).write(to: page, atomically: true, encoding: .utf8)
        let korean = folder.appendingPathComponent("korean.html")
        let words = HTMLPageWords(
            language: "ko", title: "RxPlayground 타임라인", play: "▶ 재생", pause: "❚❚ 일시정지", keys: "키", time: "시간")
        try HTMLRenderer(words: words).render(timeline).write(to: korean, atomically: true, encoding: .utf8)
        let empty = folder.appendingPathComponent("empty.html")
        try HTMLRendererTests.page(Timeline()).write(to: empty, atomically: true, encoding: .utf8)

        let browser = try HeadlessBrowser()
        defer { browser.close() }
        // An empty timeline's page says so, its controls off. (First: once the page's clock is
        // paused, below, no page loads.)
        try browser.open(empty)
        let disabled = try browser.evaluate(
            "[String(document.getElementById('play').disabled), String(document.getElementById('time').disabled),"
                + " document.querySelector('#picture text').textContent]",
            as: [String].self)
        expectEqual(disabled, ["true", "true", TextRenderer.emptyMessage])

        // A page in another language plays and pauses with its own words.
        try browser.open(korean)
        let toggled = try browser.evaluate(
            "(() => { const b = document.getElementById('play'); const words = [b.textContent]; b.click();"
                + " words.push(b.textContent); b.click(); words.push(b.textContent); return words; })()",
            as: [String].self)
        expectEqual(toggled, ["▶ 재생", "❚❚ 일시정지", "▶ 재생"])

        try browser.open(page)
        let times = try browser.evaluate("marblePlayer.times", as: [Int].self)
        expectEqual(times, timeline.playedFrames())
        let last = times.count - 1

        // It opens on the whole timeline, paused.
        let opened = try browser.evaluate(Self.shown, as: Shown.self)
        let all = Self.expected(timeline, at: .max)
        expectEqual(opened.index, last)
        expectTrue(!opened.playing && opened.button == "▶ Play" && opened.now == "now 32 (3200ms)", "\(opened)")
        expectEqual(opened.marbles, all.marbles)
        expectEqual(opened.symbols, all.symbols)
        expectEqual(opened.names, all.names)
        expectEqual(opened.legend, ["a = 한글", "b = tiếng Việt", "# failing: it's <bad>"])

        // The slider shows exactly what happened up to its frame.
        for index in [0, 1, 2, 3, 4, 5, 6, 10, 17, last] {
            let shown = try browser.evaluate(
                "(() => { const slider = document.getElementById('time'); slider.value = '\(index)';"
                    + " slider.dispatchEvent(new Event('input')); return \(Self.shown); })()", as: Shown.self)
            let expected = Self.expected(timeline, at: times[index])
            expectEqual(shown.index, index)
            expectEqual(shown.now, "now \(times[index]) (\(times[index] * 100)ms)")
            expectEqual(shown.marbles, expected.marbles, "frame \(times[index])")
            expectEqual(shown.symbols, expected.symbols, "frame \(times[index])")
            expectEqual(shown.names, expected.names, "frame \(times[index])")
            expectEqual(shown.misplaced, [], "frame \(times[index])")
        }
        expectEqual(try browser.evaluate(Self.shown, as: Shown.self).legend, ["a = 한글", "b = tiếng Việt", "# failing: it's <bad>"])
        _ = try browser.evaluate("document.getElementById('time').value = '4'; document.getElementById('time').dispatchEvent(new Event('input'))", as: Bool.self)
        expectEqual(try browser.evaluate(Self.shown, as: Shown.self).legend, ["a = 한글"], "only the keys of values shown")

        // Play starts over from the first frame and shows one frame per 100 ms of the page's clock.
        try browser.pauseTime()
        _ = try browser.evaluate("marblePlayer.show(\(last)); document.getElementById('play').click(); true", as: Bool.self)
        let started = try browser.evaluate(Self.shown, as: Shown.self)
        expectTrue(started.index == 0 && started.playing && started.button == "❚❚ Pause", "\(started)")
        try browser.advanceTime(milliseconds: 250)
        let playing = try browser.evaluate(Self.shown, as: Shown.self)
        expectEqual(playing.index, 2)
        expectEqual(playing.marbles, Self.expected(timeline, at: times[2]).marbles)
        // Pause stops it where it is.
        _ = try browser.evaluate("document.getElementById('play').click(); true", as: Bool.self)
        try browser.advanceTime(milliseconds: 500)
        let paused = try browser.evaluate(Self.shown, as: Shown.self)
        expectTrue(paused.index == 2 && !paused.playing && paused.button == "▶ Play", "\(paused)")
        // Played to the end, it stops on the whole timeline.
        _ = try browser.evaluate("document.getElementById('play').click(); true", as: Bool.self)
        try browser.advanceTime(milliseconds: 100 * times.count)
        let ended = try browser.evaluate(Self.shown, as: Shown.self)
        expectTrue(ended.index == last && !ended.playing && ended.button == "▶ Play", "\(ended)")
        expectEqual(ended.marbles, all.marbles)
        // The keys step and jump.
        let keys = try browser.evaluate(
            "['ArrowLeft', 'ArrowLeft', 'Home', 'ArrowRight', 'End'].map((key) => {"
                + " document.dispatchEvent(new KeyboardEvent('keydown', { key })); return marblePlayer.index; })",
            as: [Int].self)
        expectEqual(keys, [last - 1, last - 2, 0, 1, last])

        expectEqual(browser.pageErrors, [])
        let fetched = browser.events.filter { $0.method == "Network.requestWillBeSent" }
            .compactMap { ($0.params["request"] as? [String: Any])?["url"] as? String }
        expectEqual(
            fetched, [empty.absoluteString, korean.absoluteString, page.absoluteString], "the pages and nothing else")
    }
}
