import RxSwift

/// `:resources`: RxSwift's `Resources.total`.
enum ResourcesCommand: MetaCommand {
    static let name = "resources"
    static let usage = ":resources"
    static let summary = "Resources.total: live observables, subscriptions, disposables"

    static func run(_ arguments: [String], in session: Session) -> SessionReply {
        if !arguments.isEmpty { return usageError(":resources takes no arguments") }
        return SessionReply(output: "Resources.total = \(Resources.total)\n")
    }
}
