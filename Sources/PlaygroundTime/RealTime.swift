import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - Real time, without the shadows

/// The real clock and real sleeps, for when no virtual clock is installed. Inside this module the
/// shadowed members (`Date()`, `Thread.sleep`) are this module's own, so the real ones are
/// reached through the C library.
enum RealTime {
    /// The real date, in nanoseconds since 1970.
    static func nanosecondsSince1970() -> Int64 {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Nanoseconds.add(Nanoseconds.from(seconds: Double(spec.tv_sec)), Int64(spec.tv_nsec))
    }

    /// The real date.
    static var date: Date {
        Date(timeIntervalSince1970: Double(nanosecondsSince1970()) / 1e9)
    }

    /// Blocks the calling thread for `nanoseconds` of real time.
    static func sleep(nanoseconds: Int64) {
        guard nanoseconds > 0 else { return }
        var request = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) == -1 && errno == EINTR {
            request = remaining
        }
    }

    /// Whether the calling thread is the process's main thread.
    static var isMainThread: Bool { Thread.current === Thread.mainThread }
}
