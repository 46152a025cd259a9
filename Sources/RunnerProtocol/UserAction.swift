/// What the user does to the app on screen, as the session's meta-commands say it (`:tap +`,
/// `:select 2`, `:back` …).
public enum UserAction: Codable, Equatable, Sendable {
    /// Taps a button or bar button item: by title, system item (`+`, `add`) or outlet name.
    case tap(String)
    /// Selects row or item `number` (from 1) of the screen's table or collection view.
    case select(Int)
    /// Goes back, as the navigation bar's back button does.
    case back
    /// Types `text` into the text field that `field` names (outlet name or placeholder).
    case type(field: String, text: String)
    /// Taps the alert's button titled `title`.
    case alert(String)
}
