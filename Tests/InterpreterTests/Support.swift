import Interpreter
import RxSwift
import RxLibrary
import Testing
import UIKitStandIns

/// An interpreter of Swift with RxSwift's library on `scheduler` (a fresh virtual-time one by
/// default), and the UIKit stand-ins when `uiKit` is set.
func makeInterpreter(configuration: InterpreterConfiguration = .init(), scheduler: HistoricalScheduler? = nil,
                     uiKit: Bool = false) -> Interpreter {
    makeInterpreterAndRx(configuration: configuration, scheduler: scheduler, uiKit: uiKit).interpreter
}

/// Like `makeInterpreter`, also returning its Rx library (to listen to it).
func makeInterpreterAndRx(configuration: InterpreterConfiguration = .init(), scheduler: HistoricalScheduler? = nil,
                          uiKit: Bool = false) -> (interpreter: Interpreter, rx: RxLibrary) {
    let rx = RxLibrary(scheduler: scheduler)
    let libraries: [any InterpreterLibrary] = uiKit ? [rx, UIKitStandIns()] : [rx]
    return (Interpreter(configuration: configuration, libraries: libraries), rx)
}

/// Runs inputs one after another in a fresh interpreter and returns what the learner sees
/// after each, concatenated.
func transcript(_ inputs: String..., configuration: InterpreterConfiguration = .init()) -> String {
    transcript(inputs, configuration: configuration)
}

func transcript(_ inputs: [String], configuration: InterpreterConfiguration = .init(), uiKit: Bool = false) -> String {
    let interpreter = makeInterpreter(configuration: configuration, uiKit: uiKit)
    return inputs.map { interpreter.run($0).transcript }.joined()
}

/// Like `transcript`, on a virtual clock that moves `seconds` forward after each input, as
/// the REPL's clock does, so scheduled work runs.
func timedTranscript(_ inputs: String..., seconds: Double = 5) -> String {
    let scheduler = HistoricalScheduler()
    let interpreter = makeInterpreter(scheduler: scheduler)
    return inputs.map { input in
        interpreter.run(input).transcript
            + interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(seconds)) }.transcript
    }.joined()
}
