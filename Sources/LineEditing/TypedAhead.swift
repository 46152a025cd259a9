import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keys read from the terminal before the prompt or the footer asks for them: those that came
/// while libedit (or the step loop's footer) still took Ctrl-C as a key, after the key that
/// started what runs now (the line's Enter, the step's key). They are read as soon as Ctrl-C is
/// a signal again, so a Ctrl-C among them stops what runs now, as one pressed a moment later
/// does. `TerminalByte.read` gives the others first.
public enum TypedAhead {
    /// The keys, each with the count of Ctrl-C presses when it was collected
    /// (`InterruptSignal.pressCount`): a press counted later was made after the key.
    nonisolated(unsafe) private static var bytes: [(byte: UInt8, presses: sig_atomic_t)] = []
    private static let lock = NSLock()

    /// Reads every byte the terminal holds now, without waiting. A Ctrl-C among them is a press
    /// (`InterruptSignal`) for what runs now, and the keys before it are dropped, as the terminal
    /// drops the keys waiting when it signals Ctrl-C.
    public static func collect(from descriptor: Int32 = STDIN_FILENO) {
        var chunk = [UInt8](repeating: 0, count: 256)
        while WaitingInput.isReady(descriptor) {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            lock.lock()
            for byte in chunk[0..<count] {
                if byte == EditLineKeys.interruptKey {
                    bytes.removeAll()
                    InterruptSignal.count()
                } else {
                    bytes.append((byte, InterruptSignal.pressCount))
                }
            }
            lock.unlock()
        }
    }

    /// Whether keys wait here.
    public static var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return bytes.isEmpty
    }

    /// Forgets the keys waiting here (Ctrl-C stopped what they were typed ahead of).
    public static func drop() {
        lock.lock()
        bytes.removeAll()
        lock.unlock()
    }

    /// Forgets the keys collected before the last Ctrl-C press, as the terminal drops the keys
    /// waiting when it signals one; keys collected after a Ctrl-C read as a key stay, for the
    /// line after it.
    public static func dropBeforeLastPress() {
        let now = InterruptSignal.pressCount
        lock.lock()
        bytes.removeAll { $0.presses != now }
        lock.unlock()
    }

    /// The first key waiting here, taken.
    static func next() -> UInt8? {
        lock.lock()
        defer { lock.unlock() }
        return bytes.isEmpty ? nil : bytes.removeFirst().byte
    }
}
