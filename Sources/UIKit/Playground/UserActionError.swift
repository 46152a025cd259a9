import Foundation

/// Why an action the playground takes as the user could not be done; its description is what
/// the learner reads.
@_spi(Playground) public enum UserActionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The kind of control an action looks for by name; its raw value is how the text says it.
    public enum Kind: String, Equatable, Sendable {
        case button
        case textField = "text field"
        case `switch`
    }

    /// No controller is on screen.
    case nothingOnScreen
    /// Nothing on screen answers `name`; `candidates` are what is there.
    case notFound(kind: Kind, name: String, candidates: [String])
    /// The control answering `name` is disabled.
    case disabled(String)
    /// The screen has no table or collection, or not that row or item.
    case noSuchRow(Int)
    /// There is no screen to go back to.
    case cannotGoBack
    /// No alert is shown.
    case noAlert
    /// No image picker is on top.
    case noPicker

    /// The sentence the learner reads.
    public var description: String {
        switch self {
        case .nothingOnScreen:
            return "nothing is on screen"
        case let .notFound(kind, name, candidates):
            let list = candidates.isEmpty ? "none" : candidates.map { "'\($0)'" }.joined(separator: ", ")
            return "the screen has no \(kind.rawValue) '\(name)'; its \(kind.rawValue)s: \(list)"
        case .disabled(let name):
            return "'\(name)' is disabled: the tap does nothing"
        case .noSuchRow(let index):
            return "the screen has no row or item \(index)"
        case .cannotGoBack:
            return "there is no screen to go back to"
        case .noAlert:
            return "no alert is shown"
        case .noPicker:
            return "no image picker is on screen"
        }
    }
}
