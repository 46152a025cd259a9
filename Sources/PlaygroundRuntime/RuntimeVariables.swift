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

    /// Keeps `name`, read through `read` whenever asked.
    func declare<Value>(_ name: String, isConstant: Bool, read: @escaping () -> Value) {
        let variable = Variable(
            name: name, isConstant: isConstant,
            describe: { (TypeNames.sugared(String(describing: Value.self)), ValueText.describe(read())) },
            read: { read() })
        lock.withLock {
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
}
