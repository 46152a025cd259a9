import Foundation
import RxCore

/// What a debug build of RxSwift prints on its own while code runs, collected for the session
/// that is running: the reentrancy anomaly and errors no subscriber handles.
final class EngineWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    nonisolated(unsafe) private static weak var active: EngineWarnings?
    private static let installHooks: Void = {
        Hooks.anomalyDetected = { anomaly in EngineWarnings.active?.add(anomaly) }
        Hooks.defaultErrorHandler = { _, error in
            EngineWarnings.active?.append("Unhandled error happened: \(error)")
        }
    }()

    /// Makes this the collector of the engine's warnings (the session about to run an input).
    func activate() {
        _ = Self.installHooks
        Self.active = self
    }

    /// The warnings collected since the last call, as lines of output.
    func drain() -> String {
        lock.lock()
        defer { lock.unlock() }
        let text = lines.map { $0 + "\n" }.joined()
        lines.removeAll()
        return text
    }

    private func add(_ anomaly: Hooks.Anomaly) {
        switch anomaly {
        case .reentrancy:
            append("⚠️ Reentrancy anomaly was detected: an event was sent while the previous one was still being delivered")
        case .synchronization:
            append("⚠️ Synchronization anomaly was detected: events were sent from two threads at once")
        }
    }

    private func append(_ line: String) {
        lock.lock()
        if lines.last != line { lines.append(line) }
        lock.unlock()
    }
}
