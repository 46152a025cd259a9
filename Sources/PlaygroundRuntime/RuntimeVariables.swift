import Foundation
import RunnerProtocol

/// The learner's top-level variables in the order they were declared (a name declared again
/// moves to the end, as the new declaration shadows the old), each with a way to read it now.
final class RuntimeVariables {
    private struct Variable {
        let name: String
        let isConstant: Bool
        /// The variable's type and value as the prompt shows them.
        let describe: () -> (type: String, value: String)
        /// The value itself.
        let read: () -> Any
    }

    private let lock = NSLock()
    private var variables: [Variable] = []
    /// Readers of the variables a later declaration of the same name shadows: no name reaches
    /// them any more, but their values live on (a shadowed `let main` still holds its screen).
    private var shadowed: [() -> Any] = []

    /// Keeps `name`, read through `read` whenever asked.
    func declare<Value>(_ name: String, isConstant: Bool, read: @escaping () -> Value) {
        let variable = Variable(
            name: name, isConstant: isConstant,
            describe: { (TypeNames.sugared(String(describing: Value.self)), ValueText.describe(read())) },
            read: { read() })
        lock.withLock {
            shadowed += variables.filter { $0.name == name }.map(\.read)
            variables.removeAll { $0.name == name }
            variables.append(variable)
        }
    }

    /// Each variable's name, type and value now.
    var report: [RunnerVariable] {
        lock.withLock { variables }.map { variable in
            let now = variable.describe()
            return RunnerVariable(
                name: variable.name, isConstant: variable.isConstant, type: now.type, value: now.value)
        }
    }

    /// Each variable's name and value now (for finding what holds a bag), not described.
    var values: [(name: String, value: Any)] {
        lock.withLock { variables }.map { ($0.name, $0.read()) }
    }

    /// What the program holds now: every variable's value, shadowed ones too (for finding what
    /// nothing reaches any more).
    var roots: [Any] {
        let (current, hidden) = lock.withLock { (variables, shadowed) }
        return current.map { $0.read() } + hidden.map { $0() }
    }
}
