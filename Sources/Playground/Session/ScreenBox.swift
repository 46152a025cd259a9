import ScreenModel

/// Draws what the UIKit stand-ins show as a small box: the title of the controller on top, its
/// buttons (✓ enabled, ✗ disabled), text fields, labels, switches, image previews, table rows, a
/// presented alert with its buttons and a presented image picker. The
/// session writes a new box only when it differs from the last one. A line wider than the
/// terminal (an alert's long message) wraps inside the box. Its texts are the learner's code's
/// (titles, labels, alerts): their control characters are shown visibly, a line break as `␊`, so
/// none reaches the terminal and every line stays inside the box.
struct ScreenBox {
    private var lastDrawn = ""
    /// The terminal's width.
    var width: Int

    init(width: Int = .max) {
        self.width = width
    }

    /// The box for `screen` when it changed since the last call, else "".
    mutating func update(_ screen: ScreenSnapshot) -> String {
        let text = ScreenBox.draw(screen, width: width)
        guard text != lastDrawn else { return "" }
        lastDrawn = text
        return text
    }

    /// The box for `screen`, drawn whether or not it changed (after a user's action).
    mutating func redraw(_ screen: ScreenSnapshot) -> String {
        lastDrawn = ScreenBox.draw(screen, width: width)
        return lastDrawn
    }

    /// A collection view's items, numbered from 1 as `:select` counts them, six to a line.
    static func itemLines(_ items: [String]) -> [String] {
        let numbered = items.enumerated().map { "\($0.offset + 1) " + ($0.element.isEmpty ? "·" : $0.element) }
        return stride(from: 0, to: numbered.count, by: 6).map {
            numbered[$0..<min($0 + 6, numbered.count)].joined(separator: "  ")
        }
    }

    /// The box for `screen` (empty while nothing is on screen), its lines wrapped to `width`.
    static func draw(_ screen: ScreenSnapshot, width: Int = .max) -> String {
        var lines: [String] = []
        if !screen.buttons.isEmpty {
            lines.append(screen.buttons.map { "\($0.title ?? "?") \($0.isEnabled ? "✓" : "✗")" }.joined(separator: "  "))
        }
        if !screen.fields.isEmpty {
            lines.append(screen.fields.map { "\($0.placeholder) [\($0.text ?? "")]" }.joined(separator: "  "))
        }
        for label in screen.labels {
            lines.append("label: " + label)
        }
        if !screen.switches.isEmpty {
            lines.append(screen.switches.map { "switch \($0 ? "on" : "off")" }.joined(separator: "  "))
        }
        for preview in screen.previews {
            lines.append("preview: " + (preview ?? "empty"))
        }
        for row in screen.rows {
            lines.append("• " + row)
        }
        lines += itemLines(screen.items)
        if let picker = screen.picker {
            let source = picker.sourceType == "camera" ? "camera" : picker.sourceType == "photoLibrary" ? "photo library" : picker.sourceType
            lines.append("image picker: \(source)" + (picker.allowsEditing ? ", editing" : "") + " · pick(_:) or cancel()")
        }
        if let alert = screen.alert {
            let buttons = alert.actions.map { " [\($0 ?? "")]" }.joined()
            lines.append("alert: \(alert.title)" + (alert.message.map { " · \($0)" } ?? "") + buttons)
        }
        if lines.isEmpty && !screen.hasController { return "" }
        var text = screen.title.map { "┌─ \(ControlCharacters.visible($0)) ─\n" } ?? "┌─\n"
        for line in lines.map(ControlCharacters.visible) {
            let fits = ProseWrap.columns("│ " + line) <= width
            text += (fits ? ["│ " + line] : ProseWrap.wrap(line, width: width, firstPrefix: "│ ", restPrefix: "│   "))
                .joined(separator: "\n") + "\n"
        }
        return text + "└─\n"
    }
}
