#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thread that reads the terminal, where a signal must arrive to interrupt its read with
/// `EINTR`. A signal sent to the process may be handled on any thread that does not block it;
/// the handlers pass it on to this one (rxplay reads on a thread of its own, with a large
/// stack, while the main thread only serves the main queue).
enum ReadingThread {
    nonisolated(unsafe) private static var thread = pthread_self()
    nonisolated(unsafe) private static var known = false

    /// Makes the calling thread the one that reads.
    static func setToCurrent() {
        thread = pthread_self()
        known = true
    }

    /// From a signal handler: sends `signal` on to the reading thread when the handler runs on
    /// another one (there the handler runs again and the read returns). Async-signal-safe.
    static func forward(_ signal: Int32) {
        guard known, pthread_equal(pthread_self(), thread) == 0 else { return }
        pthread_kill(thread, signal)
    }
}
