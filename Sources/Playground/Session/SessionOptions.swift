import Marbles

/// How a session draws and where it finds lessons.
public struct SessionOptions: Sendable {
    /// The terminal width timelines must fit.
    public var width: Int
    /// Unicode or ASCII drawing.
    public var style: TextStyle
    /// Whether timelines use ANSI colors.
    public var colors: Bool
    /// Milliseconds of virtual time per input.
    public var frameLength: Int
    /// The folder of lesson files, if known.
    public var lessonsDirectory: String?
    /// The language lessons are shown in.
    public var lessonLanguage: LessonLanguage = .en

    /// Options for an 80-column Unicode terminal without colors.
    public init(
        width: Int = 80, style: TextStyle = .unicode, colors: Bool = false, frameLength: Int = 100,
        lessonsDirectory: String? = nil
    ) {
        self.width = width
        self.style = style
        self.colors = colors
        self.frameLength = frameLength
        self.lessonsDirectory = lessonsDirectory
    }
}
