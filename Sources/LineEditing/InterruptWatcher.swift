import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C into `interrupt()` while an input (or a lesson's step) runs.
///
/// One thread watches for the whole session, woken while an input runs: a thread started for
/// every line cost a pipe of 80,000 lines four seconds of system time.
public enum InterruptWatcher {
    private static let watch = Watch()

    /// Runs `body`, calling `interrupt` from another thread once Ctrl-C is pressed, again every
    /// 20 ms until it says it ended something in progress (a press may come before the input's
    /// work begins). The presses not yet taken when `body` starts were made after its line was
    /// read, and those made until it returns while it compiled, ran or the session restored
    /// after an interrupt: all are the input's. When `body` returns they are taken, so the
    /// prompt after it sees only presses made once the reply could be seen. No call of
    /// `interrupt` starts after `body` returns.
    public static func whileRunning<T>(interrupt: @escaping @Sendable () -> Bool, _ body: () -> T) -> T {
        watch.begin(interrupt)
        let result = body()
        watch.end()
        if InterruptSignal.take() { TypedAhead.dropBeforeLastPress() }
        return result
    }

    /// The input running now and whether a Ctrl-C came during it, shared with the watching thread.
    private final class Watch: @unchecked Sendable {
        private let condition = NSCondition()
        private var interrupt: (@Sendable () -> Bool)?
        private var input = 0
        private var started = false

        func begin(_ interrupt: @escaping @Sendable () -> Bool) {
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

        /// Once a press is seen, the interrupt is repeated until it ends something, so one that
        /// comes just before evaluation starts is not lost; once it has, what the session does
        /// after it (the screen's state, a fresh runner) is left to finish. Another press
        /// starts the repeats again.
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
                        TypedAhead.dropBeforeLastPress()
                        interrupting = input
                    }
                    if HangUpSignal.isPending { interrupting = input }
                    if interrupting == input, current() { interrupting = nil }
                }
                condition.unlock()
            }
        }
    }
}
