import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C into `interrupt()` while an input runs.
enum InterruptWatcher {
    static func whileRunning<T>(interrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
        // A Ctrl-C pressed after the line was read belongs to this statement: keep it. Once one
        // is seen, the interrupt is repeated until the statement returns, so one that comes
        // just before evaluation starts is not lost.
        let done = DispatchSemaphore(value: 0)
        let watcher = Thread {
            var interrupting = false
            while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                if InterruptSignal.isPending || HangUpSignal.isPending {
                    InterruptSignal.clear()
                    interrupting = true
                }
                if interrupting { interrupt() }
            }
        }
        watcher.start()
        let result = body()
        done.signal()
        return result
    }
}
