import VirtualClock

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// MARK: - The C library's sleeps on the clock

/// Sleeps `seconds` seconds; on the clock, moves it forward, running the work due meanwhile.
///
/// Shadows the C library's `sleep(_:)`.
///
/// - Returns: the seconds left to sleep when interrupted (always zero on the clock).
@discardableResult
public func sleep(_ seconds: UInt32) -> UInt32 {
    guard let clock = VirtualClock.installed else {
        #if canImport(Glibc)
        return Glibc.sleep(seconds)
        #else
        return Musl.sleep(seconds)
        #endif
    }
    Waiting.pass(nanoseconds: Int64(seconds) * 1_000_000_000, on: clock)
    return 0
}

/// Sleeps `microseconds` microseconds; on the clock, moves it forward, running the work due
/// meanwhile.
///
/// Shadows the C library's `usleep(_:)`.
///
/// - Returns: zero, or -1 when interrupted (always zero on the clock).
@discardableResult
public func usleep(_ microseconds: UInt32) -> Int32 {
    guard let clock = VirtualClock.installed else {
        #if canImport(Glibc)
        return Glibc.usleep(microseconds)
        #else
        return Musl.usleep(microseconds)
        #endif
    }
    Waiting.pass(nanoseconds: Int64(microseconds) * 1_000, on: clock)
    return 0
}
