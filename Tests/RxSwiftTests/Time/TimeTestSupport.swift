import Foundation
import Marbles
import RxSwift

/// The error the time-operator tests send; compares by its text.
struct TimeTestError: Error, CustomStringConvertible {
    var description: String { "time test error" }
}

let timeTestError = TimeTestError()

/// Records every event a real-scheduler test receives, from any thread.
final class ThreadSafeRecorder<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Event<Element>] = []

    func on(_ event: Event<Element>) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    var events: [Event<Element>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}

/// Waits on a real clock, without blocking a thread, until `condition` holds or `timeout`
/// seconds pass; tells which. (Blocking would starve the few dispatch worker threads that the
/// schedulers under test need on a small machine.)
func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return condition()
}

/// Lets `seconds` of real time pass without blocking a thread.
func pause(_ seconds: TimeInterval) async {
    try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
}
