extension Compiler {
    /// A call to a throwing function must be inside a `try` expression, as Swift checks when it
    /// compiles.
    package func checkMarkedWithTry(_ range: SourceRange) throws {
        guard tryDepth == 0 else { return }
        throw Diagnostic(.error, "call can throw but is not marked with 'try'", at: range,
                         notes: ["did you mean to use 'try'?", "did you mean to handle error as optional value?",
                                 "did you mean to disable error propagation?"])
    }
}
