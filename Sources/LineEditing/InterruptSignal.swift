#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C as a count of presses. The handler only counts, so a read in progress returns with
/// `EINTR`; whoever acts on Ctrl-C takes the presses made since they were last taken. So each
/// press belongs to what the learner saw when pressing it: the input that runs takes those made
/// while it ran, the prompt those made after the input's reply (also just before the prompt
/// reads). No press is forgotten unseen, so none is left over for the next input.
public enum InterruptSignal {
    /// The presses so far; only the handler writes it (a handler that forwards the signal to
    /// the reading thread counts one press twice, which taking does not mind).
    nonisolated(unsafe) private static let presses: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    /// The count when the presses were last taken; written by one thread at a time (the reading
    /// thread, or the watcher while the reading thread waits for an input).
    nonisolated(unsafe) private static var taken: sig_atomic_t = 0
    nonisolated(unsafe) private static var installed = false

    /// Installs the SIGINT handler (without `SA_RESTART`, so reads are interrupted).
    public static func install() {
        ReadingThread.setToCurrent()
        if installed { return }
        installed = true
        _ = presses
        var action = sigaction()
        #if os(Linux)
        action.__sigaction_handler.sa_handler = { signal in
            InterruptSignal.count()
            ReadingThread.forward(signal)
        }
        #else
        action.__sigaction_u.__sa_handler = { signal in
            InterruptSignal.count()
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

    /// Whether Ctrl-C was pressed since the presses were last taken.
    public static var isPending: Bool { presses.pointee != taken }

    /// Takes the presses made so far as dealt with; returns whether there were any.
    @discardableResult
    public static func take() -> Bool {
        let now = presses.pointee
        defer { taken = now }
        return now != taken
    }

    /// From the handler: one more press.
    static func count() { presses.pointee &+= 1 }

    /// The presses so far, as a count that only grows (`TypedAhead` marks its keys with it).
    static var pressCount: sig_atomic_t { presses.pointee }
}
