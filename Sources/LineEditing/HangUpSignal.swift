#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal closing (SIGHUP) or a request to end (SIGTERM) as a flag: instead of dying
/// where it stands, the REPL stops the running statement and leaves (its history is already
/// on disk: each line is appended as it is accepted).
public enum HangUpSignal {
    nonisolated(unsafe) private static let flag: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    nonisolated(unsafe) private static var installed = false

    /// Installs the SIGHUP and SIGTERM handler (without `SA_RESTART`, so reads are interrupted).
    public static func install() {
        ReadingThread.setToCurrent()
        if installed { return }
        installed = true
        _ = flag
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { signal in
            HangUpSignal.raiseFlag()
            ReadingThread.forward(signal)
        }
        #else
        action.__sigaction_u.__sa_handler = { signal in
            HangUpSignal.raiseFlag()
            ReadingThread.forward(signal)
        }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGHUP, &action, nil)
        sigaction(SIGTERM, &action, nil)
        // A parent may have started us with them blocked (the mask is inherited across exec):
        // the test runner does, and then a closed terminal would go unnoticed.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGHUP)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether the terminal went away or an end was requested.
    public static var isPending: Bool { flag.pointee != 0 }

    static func raiseFlag() { flag.pointee = 1 }
}
