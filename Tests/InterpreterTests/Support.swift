import Interpreter
import RxCore
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

/// Like `transcript`, on a virtual clock that moves `seconds` forward after each input, as
/// the REPL's clock does, so scheduled work runs.
func timedTranscript(_ inputs: String..., seconds: Double = 5) -> String {
    let scheduler = HistoricalScheduler()
    let interpreter = Interpreter(configuration: .init(scheduler: scheduler))
    return inputs.map { input in
        interpreter.run(input).transcript
            + interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(seconds)) }.transcript
    }.joined()
}
