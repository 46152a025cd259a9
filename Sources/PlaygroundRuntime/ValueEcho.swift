/// Shows the value of an expression typed on its own, as `Type = value`; what the compile step
/// wraps such an expression in. Nothing is shown for `Void`.
public func show<Value>(_ value: Value) {
    print("\(TypeNames.sugared(String(describing: Value.self))) = \(describe(value))")
}

/// An expression of type `Void` (a call for its effect) shows nothing.
public func show(_ value: Void) {}

private func describe<Value>(_ value: Value) -> String {
    switch value {
    case is String, is Substring, is Character:
        return String(reflecting: value)
    case is CustomStringConvertible, is CustomDebugStringConvertible:
        return String(describing: value)
    case _ where Mirror(reflecting: value).displayStyle == .class:
        // An object that does not describe itself shows its static type, as the type line does,
        // not the private class behind it.
        return TypeNames.sugared(String(describing: Value.self))
    default:
        return String(describing: value)
    }
}
