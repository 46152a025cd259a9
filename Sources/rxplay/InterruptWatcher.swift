import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C into `interrupt()` while an input (or a lesson's step) runs.
///
/// One thread watches for the whole session, woken while an input runs: a thread started for
/// every line cost a pipe of 80,000 lines four seconds of system time.
enum InterruptWatcher {
    private static let watch = Watch()

    /// Runs `body`, calling `interrupt` from another thread once Ctrl-C is pressed. The presses
    /// not yet taken when `body` starts were made after its line was read, and those made until
    /// it returns while it compiled, ran or the session restored after an interrupt: all are the
    /// input's. When `body` returns they are taken, so the prompt after it sees only presses
    /// made once the reply could be seen. No call of `interrupt` starts after `body` returns.
    static func whileRunning<T>(interrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
        watch.begin(interrupt)
        let result = body()
        watch.end()
        if InterruptSignal.take() { TypedAhead.drop() }
        return result
    }

    /// The input running now and whether a Ctrl-C came during it, shared with the watching thread.
    private final class Watch: @unchecked Sendable {
        private let condition = NSCondition()
        private var interrupt: (@Sendable () -> Void)?
        private var input = 0
        private var started = false

        func begin(_ interrupt: @escaping @Sendable () -> Void) {
            condition.lock()
            self.interrupt = interrupt
            input += 1
            if !started {
                started = true
                Thread { [self] in watch() }.start()
            }
            condition.signal()
            condition.unlock()
        }

        /// Waits for a call of `interrupt` in progress to return: the watcher calls it holding
        /// the lock.
        func end() {
            condition.lock()
            interrupt = nil
            condition.unlock()
        }

        /// Once a press is seen, the interrupt is repeated until the input returns, so one that
        /// comes just before evaluation starts is not lost.
        private func watch() {
            // Signals go to the threads that read and run, as on the main thread (`DeepStack`):
            // one handled here would be passed on to the reading thread late.
            var signals = sigset_t()
            sigemptyset(&signals)
            for signal in [SIGINT, SIGHUP, SIGTERM, SIGWINCH] { sigaddset(&signals, signal) }
            pthread_sigmask(SIG_BLOCK, &signals, nil)
            var interrupting: Int?
            while true {
                condition.lock()
                while interrupt == nil { condition.wait() }
                condition.unlock()
                usleep(20_000)
                condition.lock()
                if let current = interrupt {
                    if InterruptSignal.take() {
                        // As the terminal drops the keys waiting when it signals Ctrl-C.
                        TypedAhead.drop()
                        interrupting = input
                    }
                    if HangUpSignal.isPending { interrupting = input }
                    if interrupting == input { current() }
                }
                condition.unlock()
            }
        }
    }
}
