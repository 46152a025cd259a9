import Foundation
import LineEditing
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Turns Ctrl-C into `interrupt()` while an input runs.
///
/// One thread watches for the whole session, woken while a statement runs: a thread started
/// for every line cost a pipe of 80,000 lines four seconds of system time.
enum InterruptWatcher {
    private static let watch = Watch()

    static func whileRunning<T>(interrupt: @escaping @Sendable () -> Void, _ body: () -> T) -> T {
        watch.begin(interrupt)
        defer { watch.end() }
        return body()
    }

    /// The statement running now and whether a Ctrl-C came during it, shared with the watching
    /// thread.
    private final class Watch: @unchecked Sendable {
        private let condition = NSCondition()
        private var interrupt: (@Sendable () -> Void)?
        private var statement = 0
        private var started = false

        func begin(_ interrupt: @escaping @Sendable () -> Void) {
            condition.lock()
            self.interrupt = interrupt
            statement += 1
            if !started {
                started = true
                let thread = Thread { [self] in watch() }
                thread.start()
            }
            condition.signal()
            condition.unlock()
        }

        func end() {
            condition.lock()
            interrupt = nil
            condition.unlock()
        }

        /// A Ctrl-C pressed after the line was read belongs to this statement: keep it. Once one
        /// is seen, the interrupt is repeated until the statement returns, so one that comes
        /// just before evaluation starts is not lost.
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
                let running = statement
                condition.unlock()
                usleep(20_000)
                condition.lock()
                let current = running == statement ? interrupt : nil
                condition.unlock()
                guard let current else { continue }
                if InterruptSignal.isPending || HangUpSignal.isPending {
                    InterruptSignal.clear()
                    interrupting = running
                }
                if interrupting == running { current() }
            }
        }
    }
}
