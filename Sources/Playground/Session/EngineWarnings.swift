import Foundation
import RxSwift

/// What a debug build of RxSwift prints on its own while code runs, collected for the session
/// whose code runs: the reentrancy anomaly and errors no subscriber handles.
///
/// RxSwift's hooks are process-wide; each session's code runs on its interpreter's own thread,
/// so the hooks find the session's collector through that thread.
final class EngineWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    private static let key = "rxplay.engine-warnings"
    private static let installHooks: Void = {
        Hooks.anomalyDetected = { anomaly in EngineWarnings.current?.add(anomaly) }
        Hooks.defaultErrorHandler = { _, error in
            EngineWarnings.current?.append("Unhandled error happened: \(error)")
        }
    }()

    /// The collector of the thread running learner code, if any.
    private static var current: EngineWarnings? {
        (Thread.current.threadDictionary[key] as? WeakBox)?.value
    }

    /// Makes this the collector for the calling thread (call it on the interpreter's thread).
    func attachToCurrentThread() {
        _ = Self.installHooks
        Thread.current.threadDictionary[Self.key] = WeakBox(self)
    }

    private final class WeakBox {
        weak var value: EngineWarnings?
        init(_ value: EngineWarnings) { self.value = value }
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
