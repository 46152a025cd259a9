import TextWidth

/// Draws a `Timeline` as text: a time ruler, then one aligned line per lane.
///
/// ```text
///          0 1   3    5
/// subject  ─a─b───c───|
/// one        ^b───c─!
/// ```
/// Values are shown inline when they are at most `maxInlineWidth` columns wide, otherwise as a
/// letter explained in the legend below; `^` subscribe, `!` dispose, `|` completed, `#` error
/// (its text in the legend); several entries in one frame are grouped, `(ab|)`. Runs of empty
/// frames longer than `maxGap` are shortened and marked `┄`. With a `width`, only the most recent
/// frames that fit are drawn and `…` marks the cut, and every line fits: legends wrap, captions
/// are cut, and lane names too long for a third of the width are abbreviated (`doubledPri…`)
/// with the full name in the legend. A lane's caption (what made it) is drawn above it.
public struct TextRenderer: Sendable {
    /// Unicode or ASCII characters.
    public var style: TextStyle
    /// Whether to use ANSI colors (the caller decides, e.g. from the terminal and `NO_COLOR`).
    public var colors: Bool
    /// The most columns a line may take, or `nil` for no limit.
    public var width: Int?
    /// Virtual time units per frame (column of the time axis).
    public var ticksPerFrame: Int
    /// The widest value shown inline, in columns.
    public var maxInlineWidth: Int
    /// The most empty frames drawn one column each before a run is shortened.
    public var maxGap: Int
    /// The widest lane name, in columns, or `nil` for a third of the width (and no limit
    /// without a width); longer names are abbreviated, with the full name in the legend.
    public var maxNameWidth: Int?
    /// Time to scale: every frame takes this many columns (at least 2), values wider than one
    /// column less go to the legend, and runs of empty frames are drawn whole; `nil` gives each
    /// frame the width of what happened in it.
    public var columnsPerFrame: Int?

    /// A renderer with the given style and limits.
    public init(
        style: TextStyle = .unicode, colors: Bool = false, width: Int? = nil, ticksPerFrame: Int = 1,
        maxInlineWidth: Int = 6, maxGap: Int = 5, maxNameWidth: Int? = nil, columnsPerFrame: Int? = nil
    ) {
        self.style = style
        self.colors = colors
        self.width = width
        self.ticksPerFrame = ticksPerFrame
        self.maxInlineWidth = maxInlineWidth
        self.maxGap = max(1, maxGap)
        self.maxNameWidth = maxNameWidth.map { max(2, $0) }
        self.columnsPerFrame = columnsPerFrame.map { max(2, $0) }
    }

    /// The columns per frame that draw the frames of `timeline` to scale in `width` columns
    /// (its lane names included): between 2 and 8, the most that fit.
    public static func columnsPerFrame(fitting timeline: Timeline, width: Int, ticksPerFrame: Int = 1) -> Int {
        let grid = TimelineGrid(timeline, ticksPerFrame: ticksPerFrame, marks: [])
        guard let first = grid.frames.first, let last = grid.frames.last else { return 2 }
        let names = grid.rows.map { TerminalWidth.of($0.lane.name) }.max() ?? 0
        let room = width - min(names, max(8, width / 3)) - 4
        return max(2, min(8, room / max(1, last - first + 1)))
    }

    /// The message drawn for a timeline with nothing in it.
    public static let emptyMessage = "(empty timeline: nothing recorded yet)"

    /// The timeline as lines of text joined by newlines (no trailing newline); `pointer` adds a
    /// line with an arrow under the frame of its time (drawn as a slot even when empty).
    public func render(_ timeline: Timeline, pointer: TimelinePointer? = nil) -> String {
        let grid = TimelineGrid(timeline, ticksPerFrame: ticksPerFrame, marks: pointer.map { [$0.time] } ?? [])
        if grid.frames.isEmpty { return Self.emptyMessage }
        let palette = TextPalette(enabled: colors)
        let names = LaneNames(
            grid.rows.map { $0.lane.name.replacingControlCharacters() }, limit: nameLimit, style: style)
        let nameWidth = names.shown.map(TerminalWidth.of).max() ?? 0
        let indent = nameWidth + 2
        let available = width.map { $0 - indent }
        let hasDropped = grid.rows.contains { $0.lane.droppedCount > 0 }
        let estimate =
            available.map { available in
                if let columnsPerFrame, let last = grid.frames.last {
                    // Every frame is as wide: the first one drawn is about `available` columns back.
                    let earliest = last - available / columnsPerFrame
                    return max(0, (grid.frames.firstIndex { $0 >= earliest } ?? 0) - 1)
                }
                return TextLayout.estimatedFirstSlot(
                    grid: grid, available: available, maxInlineWidth: maxInlineWidth, maxGap: maxGap)
            } ?? 0
        var built = buildCells(grid, from: estimate, palette: palette)
        var first = built.layout.firstVisibleSlot(available: available, hasDropped: hasDropped, lowest: estimate)
        if first.slot != estimate {
            built = buildCells(grid, from: first.slot, palette: palette)
            first = (first.slot, first.cut || first.slot > 0)
        }
        let drawer = TextLaneDrawer(
            grid: grid, cells: built.cells, firstCells: built.firstCells, layout: built.layout, style: style,
            palette: palette, firstSlot: first.slot, cut: first.cut)
        let indentText = String(repeating: " ", count: indent)
        var lines: [String] = [indentText + drawer.ruler()]
        for (index, name) in names.shown.enumerated() {
            if let caption = grid.rows[index].lane.caption {
                let text = fitted(style.captionMark + " " + caption.replacingControlCharacters(), columns: available)
                lines.append(indentText + palette.paint(text, palette.dim))
            }
            let padding = String(repeating: " ", count: nameWidth - TerminalWidth.of(name) + 2)
            lines.append(palette.paint(name, palette.name) + padding + drawer.lane(index))
        }
        if let pointer, let column = drawer.column(ofTime: pointer.time) {
            let text = fitted(style.pointer + " " + pointer.label, columns: available.map { $0 - column })
            lines.append(String(repeating: " ", count: indent + column) + text)
        }
        var notes = drawer.legend(built.legend)
        if built.drewReplay {
            notes.append(
                "\(palette.paint(style.replayMark, palette.dim)) replayed: received on subscribing, sent earlier")
        }
        if built.drewOffMain {
            notes.append(
                "\(palette.paint(style.offMainMark, palette.dim)) sent off the main queue (by another queue's work)")
        }
        notes += grid.rows.filter { $0.lane.droppedCount > 0 }.map {
            "\(style.cut) \($0.lane.name): \($0.lane.droppedCount) older entries not kept"
        }
        lines += notes.flatMap { wrapped($0, columns: available) }.map { indentText + $0 }
        // Abbreviated names are spelled out from the left margin, under the names.
        lines += names.legend.flatMap { wrapped($0, columns: width) }
        return lines.map(Self.trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// The longest name drawn whole.
    private var nameLimit: Int? {
        if let maxNameWidth { return maxNameWidth }
        return width.map { max(8, $0 / 3) }
    }

    /// `text` cut to `columns` with an ellipsis (whole when `columns` is `nil`).
    private func fitted(_ text: String, columns: Int?) -> String {
        guard let columns, TerminalWidth.of(text) > columns else { return text }
        return TerminalWidth.prefix(text, fitting: max(0, columns - 1)) + style.cut
    }

    /// A legend line broken into lines of at most `columns`, continuation lines indented under
    /// the text after `= ` or `: `. A wrapped line loses its colors.
    private func wrapped(_ line: String, columns: Int?) -> [String] {
        guard let columns, columns > 8, TerminalWidth.of(line) > columns else { return [line] }
        let plain = TerminalWidth.withoutColorEscapes(line)
        let hang = min(columns / 2, Self.hangingIndent(of: plain))
        var lines: [String] = []
        var rest = Substring(plain)
        var room = columns
        while !rest.isEmpty {
            var taken = TerminalWidth.prefix(String(rest), fitting: room)
            if taken.isEmpty { taken = String(rest.prefix(1)) }
            // Break after a space when one is in the second half of the line.
            if taken.count < rest.count, let space = taken.lastIndex(of: " "),
                taken.distance(from: taken.startIndex, to: space) > taken.count / 2
            {
                taken = String(taken[...space])
            }
            lines.append(
                (lines.isEmpty ? "" : String(repeating: " ", count: hang)) + Self.trimmingTrailingSpaces(taken))
            rest = rest.dropFirst(taken.count)
            room = columns - hang
        }
        return lines
    }

    private static func hangingIndent(of line: String) -> Int {
        for separator in [" = ", ": "] {
            if let range = line.range(of: separator) {
                return TerminalWidth.of(String(line[..<range.upperBound]))
            }
        }
        return 2
    }

    /// The cells of every lane from slot `first` on, their legend and their layout.
    private func buildCells(_ grid: TimelineGrid, from first: Int, palette: TextPalette)
        -> (
            cells: [[TextCell]], firstCells: [Int], legend: [(key: String, text: String, color: String)],
            layout: TextLayout, drewReplay: Bool, drewOffMain: Bool
        )
    {
        let fit = columnsPerFrame.map { $0 - 1 }
        var builder = TextCellBuilder(
            maxInlineWidth: fit ?? maxInlineWidth, palette: palette, replayMark: style.replayMark,
            offMainMark: style.offMainMark, rows: grid.rows,
            firstSlot: first, maxCellWidth: fit)
        let firstCells = grid.rows.map { $0.firstCell(atOrAfter: first) }
        let cells = zip(grid.rows, firstCells).map { row, start in
            row.cells[start...].map { builder.cell(row.entries[$0.range]) }
        }
        let layout = TextLayout(
            grid: grid, cells: cells, firstCells: firstCells, maxGap: maxGap, columnsPerFrame: columnsPerFrame)
        return (cells, firstCells, builder.legend, layout, builder.drewReplay, builder.drewOffMain)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        guard line.last == " " else { return line }
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return String(trimmed)
    }
}

/// A note drawn under a text timeline, pointing at the frame of `time`.
public struct TimelinePointer: Hashable, Sendable {
    /// The time pointed at.
    public var time: Int
    /// The note after the arrow.
    public var label: String

    /// A pointer at `time` saying `label`.
    public init(time: Int, label: String) {
        self.time = time
        self.label = label
    }
}

extension String {
    /// The text with control characters written as escapes, so it stays on one line.
    func replacingControlCharacters() -> String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
