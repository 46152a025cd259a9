/// Draws a `Timeline` as one self-contained HTML page that plays it as `:play` does, for a
/// projector or a learner's notes: `SVGRenderer`'s picture revealed frame by frame, with a
/// play/pause button and a time slider. Nothing is fetched: the picture, its style and the
/// script are in the page.
///
/// The page opens on the whole timeline, paused. Play starts from the first frame and shows
/// one frame per `frameMilliseconds`, skipping long stretches of empty frames as `:play` does;
/// the slider shows any frame: what happened up to it, the lanes' lines drawn to it, a line
/// at its time. The script answers to `window.marblePlayer` (`show(index)`, `play()`,
/// `pause()`, `index`, `playing`, `times`).
public struct HTMLRenderer: Sendable {
    /// Wall-clock milliseconds per frame when playing: a frame's length, as `:play` at speed 1.
    public var frameMilliseconds: Int
    /// Whether lanes with made-up names (unnamed subscriptions) are drawn.
    public var showsAnonymousLanes: Bool
    /// The page's words, in the session's language.
    public var words: HTMLPageWords

    /// A renderer playing `frameMilliseconds` per frame.
    public init(frameMilliseconds: Int = 100, showsAnonymousLanes: Bool = false, words: HTMLPageWords = .english) {
        self.frameMilliseconds = max(1, frameMilliseconds)
        self.showsAnonymousLanes = showsAnonymousLanes
        self.words = words
    }

    /// The page of `timeline`; `label` writes a frame's time as the page shows it beside the
    /// slider (`now 12 (1.2s)`).
    public func render(_ timeline: Timeline, label: (Int) -> String = { "now \($0)" }) -> String {
        let drawing = SVGRenderer(ticksPerFrame: 1, showsAnonymousLanes: showsAnonymousLanes)
            .drawing(timeline, forPlayback: true)
        let times = drawing.slots.isEmpty ? [] : timeline.playedFrames()
        let frames = times.enumerated().map { index, time in
            let edge = index == times.count - 1 ? drawing.width : drawing.revealedWidth(at: time)
            return "{\"time\":\(time),\"cursor\":\(drawing.cursor(at: time)),\"edge\":\(edge),"
                + "\"label\":\(Self.jsonString(label(time)))}"
        }
        let data =
            "{\"frameMilliseconds\":\(frameMilliseconds),\"frames\":[\n" + frames.joined(separator: ",\n") + "\n]}"
        let last = max(0, times.count - 1)
        let play = Self.escaped(words.play)
        var page = HTMLPlayerPage.head(language: Self.escaped(words.language), title: Self.escaped(words.title))
        page += "<div id=\"controls\">\n<button id=\"play\" type=\"button\" data-play=\"\(play)\" "
            + "data-pause=\"\(Self.escaped(words.pause))\">\(play)</button>\n"
        page +=
            "<input id=\"time\" type=\"range\" min=\"0\" max=\"\(last)\" step=\"1\" value=\"\(last)\" "
            + "aria-label=\"\(Self.escaped(words.time))\">\n"
        page += "<output id=\"now\" for=\"time\">" + Self.escaped(times.last.map(label) ?? "") + "</output>\n</div>\n"
        // As wide as the window, for a projector, up to twice the picture's own size.
        page += "<div id=\"picture\" style=\"max-width:\(2 * drawing.width)px\">\n" + drawing.text + "</div>\n"
        page += "<p id=\"keys\">\(Self.escaped(words.keys))</p>\n</main>\n"
        page += "<script id=\"timeline-frames\" type=\"application/json\">\n" + data + "\n</script>\n"
        page += "<script>\n" + HTMLPlayerPage.script + "</script>\n</body>\n</html>\n"
        return page
    }

    /// `text` as a JSON string that can stand inside a `<script>` element.
    static func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "<", ">", "&", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` escaped for an HTML element's content.
    static func escaped(_ text: String) -> String {
        var out = SVGOutput(capacity: text.utf8.count)
        out.escaped(text)
        return out.text
    }
}
