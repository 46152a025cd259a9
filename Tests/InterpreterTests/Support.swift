import Interpreter
import Testing

/// Runs inputs one after another in a fresh interpreter and returns what the learner sees
/// after each, concatenated.
func transcript(_ inputs: String..., configuration: InterpreterConfiguration = .init()) -> String {
    transcript(inputs, configuration: configuration)
}

func transcript(_ inputs: [String], configuration: InterpreterConfiguration = .init()) -> String {
    let interpreter = Interpreter(configuration: configuration)
    return inputs.map { interpreter.run($0).transcript }.joined()
}
