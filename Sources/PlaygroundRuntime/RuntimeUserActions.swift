@_spi(Playground) import UIKit
import RunnerProtocol

/// The user's actions the session asks for, done on the screen as the user would.
enum RuntimeUserActions {
    /// Does `action`; returns why it could not be done, or nil.
    static func perform(_ action: UserAction) -> UserActionError? {
        let result: Result<Void, UserActionError>
        switch action {
        case .tap(let name): result = PlaygroundScreen.tap(name)
        case .select(let number):
            // The screen counts from 0; the learner, as the box shows, from 1.
            result = PlaygroundScreen.select(number - 1).mapError { error in
                if case .noSuchRow = error { return .noSuchRow(number) }
                return error
            }
        case .back: result = PlaygroundScreen.back()
        case .type(let field, let text): result = PlaygroundScreen.type(text, into: field)
        case .alert(let title): result = PlaygroundScreen.chooseAlertAction(title)
        }
        if case .failure(let error) = result { return error }
        return nil
    }

    /// `error` as the value the session words in its language.
    static func refusal(_ error: UserActionError) -> UserActionRefusal {
        switch error {
        case .nothingOnScreen: return .nothingOnScreen
        case let .notFound(kind, name, candidates):
            let refused: UserActionRefusal.ControlKind
            switch kind {
            case .button: refused = .button
            case .textField: refused = .textField
            case .switch: refused = .switch
            }
            return .notFound(kind: refused, name: name, candidates: candidates)
        case .disabled(let name): return .disabled(name)
        case .noSuchRow(let number): return .noSuchRow(number)
        case .cannotGoBack: return .cannotGoBack
        case .noAlert: return .noAlert
        case .noPicker: return .noPicker
        }
    }
}
