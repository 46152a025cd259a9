extension Compiler {
    /// Refuses, before anything runs, an argument whose known type cannot be what a library
    /// parameter wants (`disposed(by: 5)`), with Swift's wording.
    package func checkLibraryArguments(_ compiled: [Compiled], _ arguments: [Argument],
                                       bindings: [ArgumentMatcher.Binding], parameters: [ParameterInfo]) throws {
        for (index, binding) in bindings.enumerated() {
            guard case .argument(let argument) = binding, index < parameters.count,
                  case .library(let name, _) = parameters[index].type,
                  runtime.libraries.checkedParameterTypes.contains(name)
            else { continue }
            let actual = compiled[argument].type
            guard Compiler.isPlainValueType(actual) else { continue }
            throw Diagnostic(.error, "cannot convert value of type '\(actual)' to expected argument type '\(parameters[index].type)'",
                             at: arguments[argument].value.range)
        }
    }

    /// Whether values of `type` are never library objects.
    private static func isPlainValueType(_ type: SwiftType) -> Bool {
        switch type {
        case .int, .double, .bool, .string, .character, .array, .dictionary, .tuple, .void: return true
        case .nominal(let nominal, _): return !(nominal is ProtocolType)
        default: return false
        }
    }
}

extension Compiler {
    /// A closure of several statements that must return a library object (a `create` body's
    /// `Disposable`) and never returns a value is refused as Swift refuses it.
    package func checkClosureReturns(_ literal: ClosureLiteral, expectedResult: SwiftType, range: SourceRange) throws {
        guard case .library(let name, _) = expectedResult, !literal.body.contains(where: ClosureFinder.returnsValue),
              !(literal.body.last.map(Compiler.endsInThrow) ?? false)
        else { return }
        let written = runtime.libraries.protocolNames.contains(name) ? "any \(expectedResult)" : "\(expectedResult)"
        throw Diagnostic(.error, "missing return in closure expected to return '\(written)'",
                         at: SourceRange(file: range.file, start: max(range.start, range.end - 1), end: range.end))
    }

    /// A one-expression closure returns its expression: one that is `()` where a library object
    /// must come back (`create { observer in observer.onNext(1) }`) is refused as Swift does.
    package func checkSingleExpressionResult(_ type: SwiftType, expectedResult: SwiftType, range: SourceRange) throws {
        guard case .library(let name, _) = expectedResult, type == .void else { return }
        let written = runtime.libraries.protocolNames.contains(name) ? "any \(expectedResult)" : "\(expectedResult)"
        throw Diagnostic(.error, "cannot convert value of type '()' to closure result type '\(written)'", at: range)
    }

    private static func endsInThrow(_ statement: Stmt) -> Bool {
        if case .throwStatement = statement.kind { return true }
        return false
    }
}
