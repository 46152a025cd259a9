@_spi(Playground) import UIKit
import RunnerProtocol

/// The user's actions the session asks for, done on the screen as the user would.
enum RuntimeUserActions {
    /// Does `action`; returns why it could not be done, or nil.
    static func perform(_ action: UserAction) -> String? {
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
        if case .failure(let error) = result { return error.description }
        return nil
    }
}
