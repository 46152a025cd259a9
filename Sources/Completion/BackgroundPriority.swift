#if canImport(Glibc)
import Glibc
#endif

/// Lowers the priority of work nobody waits for yet.
enum BackgroundPriority {
    /// Gives the calling thread nice 10; on Linux the nice value is the thread's own, and the
    /// processes it starts inherit it.
    static func lower() {
        #if canImport(Glibc)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
        #endif
    }
}
