import Foundation

/// Runs rxplay on a thread with a large stack. The playground reads every input with
/// swift-syntax, whose tree walks recurse once per level of nesting: on the main thread's 8 MiB
/// a 16,000-step member chain (`a.b!.b!…`) overflowed and ended the session. The stack is only
/// address space until used, so its size costs nothing for ordinary input.
enum DeepStack {
    /// The stack of the thread rxplay runs on: 1 GiB, enough for about two million levels of
    /// nesting, far past what the compiler itself accepts; an eighth of the address space when
    /// rxplay runs under a limit (`ulimit -v`), so the stack never takes what the rest needs.
    static var size: Int {
        var limit = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
        let gibibyte = 1 << 30
        guard limit.rlim_cur / 8 < UInt64(gibibyte) else { return gibibyte }
        return max(16 << 20, Int(limit.rlim_cur / 8))
    }

    /// Runs `body` on the big thread, then exits with status 0; the main thread serves the main
    /// dispatch queue meanwhile. `body` exits on its own with any other status.
    static func run(_ body: @escaping @Sendable () -> Void) -> Never {
        let thread = Thread {
            body()
            exit(0)
        }
        thread.stackSize = size
        thread.start()
        // Signals the line editor handles go to the threads that read and run, not this one.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGHUP, SIGTERM, SIGWINCH] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        dispatchMain()
    }
}
