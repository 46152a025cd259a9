/// `:vars`: the variables, their types and values.
enum VarsCommand: MetaCommand {
    static let name = "vars"
    static let usage = ":vars"
    static let summary = "variables: names, types, values (what subjects hold)"

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        if !arguments.isEmpty { return usageError(session.texts.takesNoArguments(":vars"), session.texts) }
        let variables = session.variableRows
        if variables.isEmpty { return SessionReply(output: session.texts.noVariables + "\n") }
        let width = variables.map { $0.name.count + 4 }.max() ?? 0
        let lines = variables.map { variable in
            let head = (variable.isConstant ? "let " : "var ") + variable.name
            return head.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(variable.typeName) = \(variable.valueText)"
        }
        return SessionReply(output: lines.joined(separator: "\n") + "\n")
    }
}
