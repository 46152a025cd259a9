import TextWidth

/// Appends SVG elements to a growing document, escaping text.
struct SVGOutput {
    private(set) var text = ""
    /// Whether the document is drawn for playback in a page (`HTMLRenderer`): what happens at a
    /// frame is tagged with it, the lanes' lines can be revealed up to a time, and the root has
    /// no namespace (a page's parser gives it one).
    let tagsFrames: Bool

    init(capacity: Int, tagsFrames: Bool = false) {
        text.reserveCapacity(capacity)
        self.tagsFrames = tagsFrames
    }

    mutating func append(_ string: String) {
        text += string
    }

    mutating func append(_ number: Int) {
        text += String(number)
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and control characters dropped (XML 1.0
    /// does not allow them).
    mutating func escaped(_ string: String) {
        if !string.utf8.contains(where: {
            $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 < 0x20
        }) {
            text += string
            return
        }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": text += "&amp;"
            case "<": text += "&lt;"
            case ">": text += "&gt;"
            case "\"": text += "&quot;"
            case "'": text += "&apos;"
            default:
                if scalar.value >= 0x20 || scalar == "\t" { text.unicodeScalars.append(scalar) }
            }
        }
    }

    /// The fonts of every text, in the order a browser tries them for each character: a
    /// monospaced font with Latin and Vietnamese (DejaVu on Linux, Menlo on macOS, Consolas on
    /// Windows), color emoji, Korean (the lessons come in Korean too), Chinese and Japanese,
    /// then the generic monospace. Emoji come before the CJK fonts, which hold monochrome
    /// copies of some emoji; the Latin fonts come first because emoji fonts hold digits and
    /// `#`. `SVGFontTests` checks in a headless browser that the fonts named draw every text.
    static let fontFamily =
        "'DejaVu Sans Mono', Menlo, Consolas, 'Noto Sans Mono', "
        + "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', "
        + "'Noto Sans Mono CJK KR', 'Noto Sans CJK KR', 'Apple SD Gothic Neo', 'Malgun Gothic', "
        + "'Noto Sans Mono CJK SC', 'Noto Sans CJK SC', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', monospace"

    /// The longest legend or caption text, in columns; longer ones are cut with `…`.
    static let maxTextColumns = 100

    mutating func header(width: Int, height: Int) {
        append(tagsFrames ? "<svg width=\"" : "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        append(width)
        append("\" height=\"")
        append(height)
        append("\" viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.fontFamily)\" font-size=\"13\">\n")
        append(
            """
            <style>
            .axis{stroke:#444;stroke-width:2}.tick{stroke:#ddd;stroke-width:1}.time{fill:#888;font-size:11px;text-anchor:middle}
            .name{fill:#222;font-weight:bold}.marble{stroke:#333;stroke-width:1.5}.replayed{stroke-dasharray:4 3}.value{fill:#111;text-anchor:middle}
            .done{stroke:#333;stroke-width:3}.error{stroke:#d62828;stroke-width:3}.sub{fill:#e09f3e}
            .dispose{stroke:#e09f3e;stroke-width:3;stroke-dasharray:4 3}.break{stroke:#bbb;stroke-width:2}.empty{fill:#666}
            .operator{fill:#f6f6f6;stroke:#bbb;stroke-width:1}.caption{fill:#333}.legend{fill:#222}
            </style>\n
            """)
        append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n")
        if tagsFrames {
            // The lanes' lines show left of the rectangle's right edge, which playback moves.
            append("<defs><clipPath id=\"reveal\"><rect id=\"reveal-edge\" width=\"\(width)\" height=\"\(height)\"/>")
            append("</clipPath></defs>\n")
        }
    }

    /// For playback, opens a group of what happens at `frame` (nil: shown at every frame).
    mutating func beginFrame(_ frame: Int?) {
        if tagsFrames, let frame { append("<g data-frame=\"\(frame)\">") }
    }

    /// Closes the group `beginFrame(frame)` opened.
    mutating func endFrame(_ frame: Int?) {
        if tagsFrames, frame != nil { append("</g>\n") }
    }

    /// For playback, opens a group of lines shown only up to the current time.
    mutating func beginTrack() {
        if tagsFrames { append("<g class=\"track\" clip-path=\"url(#reveal)\">") }
    }

    /// Closes the group `beginTrack()` opened.
    mutating func endTrack() {
        if tagsFrames { append("</g>\n") }
    }

    /// For playback, the line that marks the current time, from the ruler to `bottom`.
    mutating func cursor(bottom: Int) {
        guard tagsFrames else { return }
        append(
            "<line id=\"now-line\" x1=\"0\" y1=\"20\" x2=\"0\" y2=\"\(bottom)\" stroke=\"#d62828\" stroke-width=\"2\" visibility=\"hidden\"/>\n"
        )
    }

    mutating func tick(x: Int, bottom: Int) {
        append("<line class=\"tick\" x1=\"\(x)\" y1=\"22\" x2=\"\(x)\" y2=\"\(bottom)\"/>\n")
    }

    mutating func label(x: Int, text label: String) {
        append("<text class=\"time\" x=\"\(x)\" y=\"16\">\(label)</text>\n")
    }

    mutating func gapBreak(x: Int, height: Int) {
        append("<path class=\"break\" d=\"M\(x - 4) \(height - 6)L\(x + 2) 24M\(x + 2) \(height - 6)L\(x + 8) 24\"/>\n")
    }

    mutating func laneName(_ name: String, y: Int) {
        append("<text class=\"name\" x=\"12\" y=\"\(y + 5)\">")
        escaped(name)
        append("</text>\n")
    }

    mutating func axis(from start: Int, to end: Int, y: Int, arrow: Bool) {
        append("<line class=\"axis\" x1=\"\(start)\" y1=\"\(y)\" x2=\"\(end)\" y2=\"\(y)\"/>\n")
        if arrow { append("<path d=\"M\(end) \(y)l-10 -6v12z\" fill=\"#444\"/>\n") }
    }

    mutating func marble(x: Int, y: Int, color: String, label: String, title: String, replayed: Bool = false) {
        append(replayed ? "<g><circle class=\"marble replayed\" cx=\"" : "<g><circle class=\"marble\" cx=\"")
        append(x)
        append("\" cy=\"")
        append(y)
        append("\" r=\"\(SVGRenderer.radius)\" fill=\"")
        append(color)
        append("\"/>")
        append("<title>")
        escaped(title)
        append("</title>")
        append("<text class=\"value\" x=\"")
        append(x)
        append("\" y=\"")
        append(y + 5)
        append("\">")
        escaped(label)
        append("</text></g>\n")
    }

    /// The box between a lane's input and output, with the expression that made it.
    mutating func caption(_ caption: String, left: Int, right: Int, y: Int) {
        append(
            "<rect class=\"operator\" x=\"\(left)\" y=\"\(y)\" width=\"\(max(40, right - left))\" height=\"22\" rx=\"4\"/>"
        )
        append("<text class=\"caption\" x=\"\(left + 10)\" y=\"\(y + 15)\">")
        let columns = max(8, (right - left - 20) / SVGRenderer.columnWidth)
        escaped(Self.cut(caption, columns: columns))
        append("</text>\n")
    }

    /// One line under the lanes: a value's key (with a marble of its color) or a note.
    mutating func legendLine(_ line: String, color: String?, y: Int) {
        var x = 16
        if let color {
            append("<circle class=\"marble\" cx=\"\(x + 6)\" cy=\"\(y - 4)\" r=\"6\" fill=\"\(color)\"/>")
            x += 18
        }
        append("<text class=\"legend\" x=\"\(x)\" y=\"\(y)\">")
        escaped(Self.cut(line, columns: Self.maxTextColumns))
        append("</text>\n")
    }

    static func cut(_ text: String, columns: Int) -> String {
        let flat = text.replacingControlCharacters()
        guard TerminalWidth.of(flat) > columns else { return flat }
        return TerminalWidth.prefix(flat, fitting: columns - 1) + "…"
    }

    mutating func completion(x: Int, y: Int) {
        append("<line class=\"done\" x1=\"\(x)\" y1=\"\(y - 16)\" x2=\"\(x)\" y2=\"\(y + 16)\"/>\n")
    }

    mutating func error(x: Int, y: Int, text errorText: String) {
        append("<g><title>")
        escaped(errorText)
        append("</title><path class=\"error\" d=\"M\(x - 10) \(y - 10)l20 20m0 -20l-20 20\"/></g>\n")
    }

    mutating func subscription(x: Int, y: Int) {
        append("<path class=\"sub\" d=\"M\(x) \(y + 4)l-7 12h14z\"><title>subscribed</title></path>\n")
    }

    mutating func disposal(x: Int, y: Int) {
        append(
            "<line class=\"dispose\" x1=\"\(x)\" y1=\"\(y - 14)\" x2=\"\(x)\" y2=\"\(y + 14)\"><title>disposed</title></line>\n"
        )
    }
}
