extension Compiler {
    /// A call to a throwing function must be inside a `try` expression, as Swift checks when it
    /// compiles.
    package func checkMarkedWithTry(_ range: SourceRange) throws {
        throwingCalls += 1
        guard tryDepth == 0 else { return }
        throw Diagnostic(.error, "call can throw but is not marked with 'try'", at: range,
                         notes: ["did you mean to use 'try'?", "did you mean to handle error as optional value?",
                                 "did you mean to disable error propagation?"])
    }

    /// A `try` in a function that does not throw must be inside a `do` with `catch`.
    package func checkErrorsHandled(_ range: SourceRange) throws {
        guard handledDepth == 0, !scope.functionScope.isThrowing else { return }
        throw Diagnostic(.error, "errors thrown from here are not handled", at: range)
    }
}
