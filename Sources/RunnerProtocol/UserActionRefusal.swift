/// Why the runner could not do a user action (`:tap`, `:select` …), as a value: the session
/// words it in its own language.
public enum UserActionRefusal: Codable, Equatable, Sendable {
    /// The kind of control an action looked for by name.
    public enum ControlKind: String, Codable, Equatable, Sendable {
        case button
        case textField = "text field"
        case `switch`
    }

    /// No controller is on screen.
    case nothingOnScreen
    /// Nothing on screen answers `name`; `candidates` are the controls of that kind there.
    case notFound(kind: ControlKind, name: String, candidates: [String])
    /// The control answering `name` is disabled.
    case disabled(String)
    /// The screen has no table or collection, or not row or item `number` (from 1).
    case noSuchRow(Int)
    /// There is no screen to go back to.
    case cannotGoBack
    /// No alert is shown.
    case noAlert
    /// No image picker is on top.
    case noPicker
}
