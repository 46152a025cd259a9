import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Whether a file descriptor has input ready to read now (or is at its end), without waiting.
enum WaitingInput {
    static func isReady(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
    }
}
