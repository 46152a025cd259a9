import Marbles

/// How a session draws and where it finds lessons.
public struct SessionOptions: Sendable {
    /// The widths a timeline may be drawn at: narrower has no room for a lane, and wider than
    /// any terminal only costs time (a width near `Int.max` overflowed the layout's sums).
    public static let widths = 20...1_000

    /// The terminal width timelines must fit, within `widths` (a width outside is moved to the
    /// nearest end).
    public var width: Int {
        didSet { width = Self.clampedWidth(width) }
    }
    /// Unicode or ASCII drawing.
    public var style: TextStyle
    /// Whether timelines use ANSI colors.
    public var colors: Bool
    /// Milliseconds of virtual time per input.
    public var frameLength: Int
    /// The folder of lesson files, if known.
    public var lessonsDirectory: String?
    /// The language lessons and `:help` are shown in.
    public var lessonLanguage: LessonLanguage = .en
    /// Whether commands in files (lessons, playground pages, `:load`ed scripts) may read and
    /// write files (`--allow-files`); typed commands always may.
    public var allowsFileCommands = false
    /// Whether the compiler's messages are wrapped to `width` (`DiagnosticFit`): on a terminal;
    /// piped or in a file they stay as swiftc writes them.
    public var wrapsDiagnostics = false
    /// Whether a lesson is stepped through a key press at a time (`rxplay lesson --step`): its
    /// introduction then explains the keys, not the prompt.
    public var stepsByKey = false
    /// Whether what learner code prints reaches the terminal as printed (`--raw-output`),
    /// control strings, paste markers, concealed text and screen clears too; without it those
    /// are shown visibly (`ProgramOutputFilter`).
    public var rawOutput = false

    /// Options for an 80-column Unicode terminal without colors.
    public init(
        width: Int = 80, style: TextStyle = .unicode, colors: Bool = false, frameLength: Int = 100,
        lessonsDirectory: String? = nil
    ) {
        self.width = Self.clampedWidth(width)
        self.style = style
        self.colors = colors
        self.frameLength = frameLength
        self.lessonsDirectory = lessonsDirectory
    }

    /// `width` moved into `widths`.
    public static func clampedWidth(_ width: Int) -> Int {
        min(max(width, widths.lowerBound), widths.upperBound)
    }
}
