import Foundation
import RxBlocking
import RxSwift
import VirtualClock

/// The error the tests' sequences fail with.
struct TestError: Error, CustomStringConvertible {
    var description: String { "test error" }
}

/// What a blocking call answered, as text: `[1, 2]`, `Optional(1)`, or `threw <error>`.
func outcome<T>(_ body: () throws -> T) -> String {
    do {
        return String(describing: try body())
    } catch {
        return "threw \(error)"
    }
}

/// A materialized result as text: `completed [1, 2]` or `failed [1] <error>`.
func text<T>(_ result: MaterializedSequenceResult<T>) -> String {
    switch result {
    case .completed(let elements): "completed \(elements)"
    case .failed(let elements, let error): "failed \(elements) \(error)"
    }
}

/// A sequence that logs what happens to it: each element as it is sent (`next 1`) and its
/// disposal (`disposed`); it sends `elements` at subscription and then `end` (nil: nothing).
func loggingSource(_ elements: [Int], end: Event<Int>?, log: @escaping (String) -> Void) -> Observable<Int> {
    Observable.create { observer in
        for element in elements {
            log("next \(element)")
            observer.onNext(element)
        }
        if let end { observer.on(end) }
        return Disposables.create { log("disposed") }
    }
}

/// Runs `body` with a fresh clock installed, then uninstalls it. Call it only in a process of
/// its own (an exit test): the installed clock is one for the whole process.
func withInstalledClock(_ body: (VirtualClock) -> Void) {
    let clock = VirtualClock()
    VirtualClock.installed = clock
    defer { VirtualClock.installed = nil }
    body(clock)
}
