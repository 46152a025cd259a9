/// A value shown for a bare expression, as the Swift REPL shows `Int = 3`.
public struct ValueSummary: Equatable, Sendable {
    /// The value as the REPL shows it: strings quoted, optionals unwrapped (`Int? = 1`).
    public let text: String
    /// The Swift type, e.g. `Int` or `PublishSubject<String>`.
    public let typeName: String

    /// The summary as `Type = value`.
    public var line: String { "\(typeName) = \(text)" }
}

/// What running one input produced.
public struct RunResult {
    /// Everything printed, in order.
    public var output: String = ""
    /// Errors, warnings and notes (older spellings), in the order they arose.
    public var diagnostics: [Diagnostic] = []
    /// The values of the input's bare expressions, in order (Void results are left out).
    public var values: [ValueSummary] = []
    /// The top-level names the input declared (and kept).
    public var declaredNames: [String] = []
    /// Where in the output each value was shown (values and prints interleave).
    package var valueOffsets: [String.Index] = []

    /// The value of the last bare expression, if any.
    public var value: ValueSummary? { values.last }

    /// Whether the input ran to the end without an error.
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

    /// The errors only.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// What a learner sees: notes first, then the output, then errors, then the values.
    public var transcript: String {
        var parts: [String] = []
        let renderer = DiagnosticRenderer()
        let notes = diagnostics.filter { $0.severity != .error }
        if !notes.isEmpty { parts.append(renderer.render(notes) + "\n") }
        var start = output.startIndex
        for (value, offset) in zip(values, valueOffsets) {
            parts.append(String(output[start..<offset]))
            parts.append(value.line + "\n")
            start = offset
        }
        parts.append(String(output[start...]))
        if !errors.isEmpty { parts.append(renderer.render(errors) + "\n") }
        return parts.joined()
    }
}

/// A top-level variable, for `:vars`.
public struct VariableSummary: Equatable, Sendable {
    /// Its name.
    public let name: String
    /// Its type as Swift spells it.
    public let typeName: String
    /// Its value as the REPL shows it.
    public let valueText: String
    /// Whether it is a `let`.
    public let isConstant: Bool

    /// A summary of one variable.
    public init(name: String, typeName: String, valueText: String, isConstant: Bool) {
        self.name = name
        self.typeName = typeName
        self.valueText = valueText
        self.isConstant = isConstant
    }
}
