import SwiftSyntax

/// The call the compile step adds after a session input for each stored variable it declares:
/// `PlaygroundRuntime.name("doubled", doubled, constant: true, made: "s.map { $0 * 2 }")`
/// names the variable's timeline lane (the chain it was given is a named observable's caption)
/// and lets `:vars` read it.
enum NamingCall {
    /// The call for variable `name`; `made` is the chain it was given, if any.
    static func text(name: String, isConstant: Bool, made: String?) -> String {
        "PlaygroundRuntime.name(\"\(name)\", \(name)\(isConstant ? ", constant: true" : "")"
            + (made.map { ", made: \"\(escaped($0))\"" } ?? "") + ")"
    }

    /// The text of a call or member chain a variable is given, its whitespace runs one space
    /// (so the literal stays on one line); nil for any other expression (a literal, a name).
    static func made(_ expression: ExprSyntax) -> String? {
        guard expression.is(FunctionCallExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else {
            return nil
        }
        return expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` inside a string literal's quotes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
