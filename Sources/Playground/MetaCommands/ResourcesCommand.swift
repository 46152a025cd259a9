/// `:resources`: RxSwift's `Resources.total`.
enum ResourcesCommand: MetaCommand {
    static let name = "resources"
    static let usage = ":resources"
    static let summary = "Resources.total: live observables, subscriptions, disposables"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(":resources takes no arguments") }
        guard let total = session.resourcesTotal else { return .failure("error: the runner did not answer\n") }
        return SessionReply(output: "Resources.total = \(total)\n")
    }
}
