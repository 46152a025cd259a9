#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C as a flag: the handler only records it, so a read in progress returns with `EINTR`
/// and a running statement can be stopped by whoever polls `isPending`.
public enum InterruptSignal {
    nonisolated(unsafe) private static let flag: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    nonisolated(unsafe) private static var installed = false

    /// Installs the SIGINT handler (without `SA_RESTART`, so reads are interrupted).
    public static func install() {
        ReadingThread.setToCurrent()
        if installed { return }
        installed = true
        _ = flag
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { signal in
            InterruptSignal.raiseFlag()
            ReadingThread.forward(signal)
        }
        #else
        action.__sigaction_u.__sa_handler = { signal in
            InterruptSignal.raiseFlag()
            ReadingThread.forward(signal)
        }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
        // A parent may have started us with SIGINT blocked (the mask is inherited across exec).
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Whether Ctrl-C was pressed since the last `clear()`.
    public static var isPending: Bool { flag.pointee != 0 }

    /// Forgets a pressed Ctrl-C.
    public static func clear() { flag.pointee = 0 }

    static func raiseFlag() { flag.pointee = 1 }
}
