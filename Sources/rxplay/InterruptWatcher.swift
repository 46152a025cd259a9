import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C into `interrupt()` while an input (or a lesson's step) runs.
enum InterruptWatcher {
    /// Runs `body`, calling `interrupt` from another thread once Ctrl-C is pressed. The presses
    /// not yet taken when `body` starts were made after its line was read, and those made until
    /// it returns while it compiled, ran or the session restored after an interrupt: all are the
    /// input's. When `body` returns they are taken, so the prompt after it sees only presses
    /// made once the reply could be seen.
    static func whileRunning<T>(interrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
        // Once a press is seen, the interrupt is repeated until the input returns, so one that
        // comes just before evaluation starts is not lost.
        let done = DispatchSemaphore(value: 0)
        let stopped = DispatchSemaphore(value: 0)
        let watcher = Thread {
            var interrupting = false
            while done.wait(timeout: .now() + .milliseconds(20)) == .timedOut {
                if InterruptSignal.take() {
                    // As the terminal drops the keys waiting when it signals Ctrl-C.
                    TypedAhead.drop()
                    interrupting = true
                }
                if HangUpSignal.isPending { interrupting = true }
                if interrupting { interrupt() }
            }
            stopped.signal()
        }
        watcher.start()
        let result = body()
        done.signal()
        stopped.wait()
        if InterruptSignal.take() { TypedAhead.drop() }
        return result
    }
}
