import Foundation
import Marbles
import RxCore

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

/// Waits on a real clock until `condition` holds or `timeout` seconds pass; tells which.
func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(1_000)
    }
    return condition()
}
