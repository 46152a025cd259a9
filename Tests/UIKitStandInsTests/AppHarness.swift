import Foundation
import Interpreter
import RxSwift
import RxLibrary
import Testing
import UIKitStandIns

/// An interpreter with RxSwift and the UIKit stand-ins on a virtual clock that moves one frame
/// (100 ms) after each input, as the session's does, so the main queue takes a turn.
final class AppHarness {
    let scheduler = HistoricalScheduler()
    let kit = UIKitStandIns()
    let interpreter: Interpreter

    init() {
        interpreter = Interpreter(configuration: .init(), libraries: [RxLibrary(scheduler: scheduler), kit])
    }

    /// Runs one input, then one frame: everything the learner sees (output and diagnostics).
    @discardableResult
    func run(_ input: String) -> String {
        interpreter.run(input).transcript + wait(0.1)
    }

    /// Moves the clock `seconds` forward: what the work that fell due printed.
    @discardableResult
    func wait(_ seconds: Double) -> String {
        interpreter.perform { [scheduler] in scheduler.advanceTo(scheduler.clock.addingTimeInterval(seconds)) }.transcript
    }

    /// The text of a fixture file (a whole class as the book's project has it).
    static func fixture(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        return try String(contentsOf: url, encoding: .utf8)
    }
}
