/// The words on the page `HTMLRenderer` writes: its language, title, buttons, slider and keys
/// line. The session gives them in its language; English by default.
public struct HTMLPageWords: Equatable, Sendable {
    /// The page's language, as `<html lang>` names it (`en`, `vi`, `ko`).
    public var language: String
    public var title: String
    public var play: String
    public var pause: String
    /// The line under the picture that names the keys.
    public var keys: String
    /// The slider's name for a screen reader.
    public var time: String

    public init(language: String, title: String, play: String, pause: String, keys: String, time: String) {
        self.language = language
        self.title = title
        self.play = play
        self.pause = pause
        self.keys = keys
        self.time = time
    }

    public static let english = HTMLPageWords(
        language: "en", title: "RxPlayground timeline", play: "▶ Play", pause: "❚❚ Pause",
        keys: "Space plays and pauses; ← and → step one frame; Home and End go to the start and the end.",
        time: "time")
}
