import Interpreter
import RxSwift
import RxLibrary

/// Learner code run input by input in an interpreter with RxSwift's library on a virtual clock;
/// after each input the clock moves one frame (100 ms), as the session's does, so work queued on
/// the main queue runs at that turn. Returns everything the learner sees.
func turns(_ inputs: String..., frame: Double = 0.1) -> String {
    let scheduler = HistoricalScheduler()
    let interpreter = Interpreter(configuration: .init(), libraries: [RxLibrary(scheduler: scheduler)])
    return inputs.map { input in
        interpreter.run(input).transcript
            + interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(frame)) }.transcript
    }.joined()
}
