/// Shows the value of an expression typed on its own, as `Type = value`; what the compile step
/// wraps such an expression in. Nothing is shown for `Void`.
public func show<Value>(_ value: Value) {
    print(ValueText.line(value))
}

/// An expression of type `Void` (a call for its effect) shows nothing.
public func show(_ value: Void) {}

/// Keeps the value of a lesson check's expression, as `Type = value`, for the session to read
/// (`RunnerRequest.evaluate`); nothing is printed.
public func capture<Value>(_ value: Value) {
    RuntimeState.captured = ValueText.line(value)
}

/// An expression of type `Void` has the value `()`.
public func capture(_ value: Void) {
    RuntimeState.captured = "()"
}

/// Values as the prompt shows them.
enum ValueText {
    /// `Type = value`, the type as Swift source spells it.
    static func line<Value>(_ value: Value) -> String {
        "\(TypeNames.sugared(String(describing: Value.self))) = \(describe(value))"
    }

    /// A value as the prompt shows it: strings quoted, what describes itself as it does.
    static func describe<Value>(_ value: Value) -> String {
        switch value {
        case is String, is Substring, is Character:
            return String(reflecting: value)
        case is CustomStringConvertible, is CustomDebugStringConvertible:
            return String(describing: value)
        case _ where Mirror(reflecting: value).displayStyle == .class:
            // An object that does not describe itself shows its static type, as the type line
            // does, not the private class behind it.
            return TypeNames.sugared(String(describing: Value.self))
        case _ where String(reflecting: type(of: value)).hasPrefix("RxSwift."):
            // So does one of the engine's values (a `Single`): its fields are the engine's.
            return TypeNames.sugared(String(describing: Value.self))
        default:
            return String(describing: value)
        }
    }
}
