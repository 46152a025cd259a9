import Playground

#if canImport(Glibc)
import Glibc
#endif

/// Where rxplay writes what a session shows: through stdio's buffer (in order with `print`),
/// the learner's output as the bytes it printed (`ByteExactText`).
enum StandardOutput {
    /// Writes `text` without a line end.
    static func write(_ text: String) {
        let bytes = ByteExactText.bytes(of: text)
        _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, stdout) }
    }
}
