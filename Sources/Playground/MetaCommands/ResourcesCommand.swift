/// `:resources`: RxSwift's `Resources.total`.
enum ResourcesCommand: MetaCommand {
    static let name = "resources"
    static let usage = ":resources"
    static let summary = "Resources.total: live observables, subscriptions, disposables"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":resources"), session.texts) }
        guard let total = session.resourcesTotal else { return .failure("error: \(session.texts.runnerDidNotAnswer)\n") }
        return SessionReply(output: "Resources.total = \(total)\n")
    }
}
