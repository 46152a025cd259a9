#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One byte read from the terminal (the keys `TypedAhead` holds first), waited for in short
/// slices. A signal ends a wait with
/// `EINTR` only when it lands during the wait; one that lands just before (a busy machine makes
/// that moment long) interrupts nothing, and its press or hang-up is found at the slice's end.
public enum TerminalByte {
    /// What a read gave.
    public enum Outcome: Equatable, Sendable {
        /// A byte the terminal sent.
        case byte(UInt8)
        /// Ctrl-C was pressed and not yet taken (`InterruptSignal`).
        case interrupted
        /// The terminal went away or rxplay was asked to end (`HangUpSignal`).
        case hangUp
        /// The input ended, or cannot be read.
        case end
    }

    /// How long one wait lasts before the flags are looked at again, in milliseconds.
    static let slice: Int32 = 50

    /// Waits for the next byte of `descriptor`, or for Ctrl-C or a hang-up, whichever is first.
    public static func read(_ descriptor: Int32 = STDIN_FILENO) -> Outcome {
        while true {
            if HangUpSignal.isPending { return .hangUp }
            if InterruptSignal.isPending { return .interrupted }
            if let byte = TypedAhead.next() { return .byte(byte) }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&request, 1, slice)
            if ready == 0 || (ready < 0 && errno == EINTR) { continue }
            if ready < 0 { return .end }
            // A key that came after Ctrl-C's signal is not read before the press is seen.
            if InterruptSignal.isPending { return .interrupted }
            var byte: UInt8 = 0
            let count = readByte(descriptor, &byte)
            if count == 1 { return .byte(byte) }
            if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            return .end
        }
    }

    private static func readByte(_ descriptor: Int32, _ byte: inout UInt8) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, &byte, 1)
        #else
        Darwin.read(descriptor, &byte, 1)
        #endif
    }
}
