#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex the same thread may take again; guards the state of subjects and multi-source sinks.
///
/// Each one counts in `Resources.total` while it lives, as each lock of RxSwift's debug build
/// (`TRACE_RESOURCES`) does. (That build also counts a lock while it is held; the playground
/// does not, to keep the cost of an event down.)
final class RecursiveLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let counted: Bool

    /// A lock; `counted: false` for one RxSwift has no counterpart of, which must not show in
    /// `Resources.total`.
    init(counted: Bool = true) {
        self.counted = counted
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        if counted { Resources.incrementTotal() }
    }

    deinit {
        if counted { Resources.decrementTotal() }
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    @inline(__always)
    func lock() { pthread_mutex_lock(mutex) }

    @inline(__always)
    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    @inline(__always)
    func performLocked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
