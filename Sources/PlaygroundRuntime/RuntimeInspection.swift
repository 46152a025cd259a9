import Foundation
import RunnerProtocol
@_spi(Playground) import RxSwift

/// The runner's answers to the session's questions about the learner's state: variables,
/// subscriptions, the screen, live resources. Each answer is JSON (or a number) for
/// `RunnerReply.payload`; asking changes nothing.
enum RuntimeInspection {
    /// The answer to `request`, or nil when it is not a question.
    static func answer(_ request: RunnerRequest) -> String? {
        switch request {
        case .variables: return json(RuntimeState.variables.report)
        case .subscriptions: return json(BagFinder.survey().subscriptions)
        case .screen: return json(RuntimeScreen.snapshot)
        case .resources: return String(Resources.total)
        default: return nil
        }
    }

    private static func json<Value: Encodable>(_ value: Value) -> String {
        let data = (try? JSONEncoder().encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
