/// Appends SVG elements to a growing document, escaping text.
struct SVGOutput {
    private(set) var text = ""

    init(capacity: Int) {
        text.reserveCapacity(capacity)
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
        if !string.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 < 0x20 }) {
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

    mutating func header(width: Int, height: Int) {
        append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
        append(width)
        append("\" height=\"")
        append(height)
        append("\" viewBox=\"0 0 \(width) \(height)\" font-family=\"Menlo, Consolas, monospace\" font-size=\"13\">\n")
        append("""
            <style>
            .axis{stroke:#444;stroke-width:2}.tick{stroke:#ddd;stroke-width:1}.time{fill:#888;font-size:11px;text-anchor:middle}
            .name{fill:#222;font-weight:bold}.marble{stroke:#333;stroke-width:1.5}.value{fill:#111;text-anchor:middle}
            .done{stroke:#333;stroke-width:3}.error{stroke:#d62828;stroke-width:3}.sub{fill:#e09f3e}
            .dispose{stroke:#e09f3e;stroke-width:3;stroke-dasharray:4 3}.break{stroke:#bbb;stroke-width:2}.empty{fill:#666}
            </style>\n
            """)
        append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n")
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

    mutating func marble(x: Int, y: Int, color: String, label: String, title: String?) {
        append("<g><circle class=\"marble\" cx=\"")
        append(x)
        append("\" cy=\"")
        append(y)
        append("\" r=\"\(SVGRenderer.radius)\" fill=\"")
        append(color)
        append("\"/>")
        if let title {
            append("<title>")
            escaped(title)
            append("</title>")
        }
        append("<text class=\"value\" x=\"")
        append(x)
        append("\" y=\"")
        append(y + 5)
        append("\">")
        escaped(label)
        append("</text></g>\n")
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
        append("<line class=\"dispose\" x1=\"\(x)\" y1=\"\(y - 14)\" x2=\"\(x)\" y2=\"\(y + 14)\"><title>disposed</title></line>\n")
    }

    /// FNV-1a of the text's UTF-8, the same in every run (unlike `hashValue`).
    static func stableHash(_ string: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in string.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return hash
    }
}
