import Dispatch
import Synchronization
import VirtualClock

/// A dispatch queue whose work runs on the playground's clock.
///
/// Shadows Dispatch's `DispatchQueue` for learner code. With a clock installed, `async` runs the
/// work at the current virtual instant after the work already due, `asyncAfter` when the clock
/// reaches the deadline; all queues' work runs on the clock's thread in due order (work due at
/// the same instant in the order it was sent), so output is the same in every run. Without a
/// clock every call goes to the real queue, `dispatchQueue`.
///
/// ```swift
/// DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print("a second later") }
/// ```
public final class DispatchQueue: @unchecked Sendable {
    /// The attributes of a new queue (`.concurrent`), Dispatch's own.
    public typealias Attributes = Dispatch.DispatchQueue.Attributes
    /// How a new queue drains autorelease pools, Dispatch's own.
    public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

    /// The real queue this one stands for: it runs the work when no clock is installed, and
    /// Dispatch's own APIs take it.
    public let dispatchQueue: Dispatch.DispatchQueue

    /// Whether this is the main queue.
    let isMain: Bool

    /// Whether the queue runs one piece of work at a time.
    let isSerial: Bool

    /// The queue whose work runs now on the clock; nil for top-level code.
    nonisolated(unsafe) static var current: DispatchQueue?

    private static let globals = Mutex<[DispatchQoS.QoSClass: DispatchQueue]>([:])

    init(dispatchQueue: Dispatch.DispatchQueue, isMain: Bool, isSerial: Bool) {
        self.dispatchQueue = dispatchQueue
        self.isMain = isMain
        self.isSerial = isSerial
    }

    /// The main queue: top-level code, UI work and `MainScheduler` run here.
    public static let main = DispatchQueue(dispatchQueue: .main, isMain: true, isSerial: true)

    /// The shared concurrent queue of quality of service `qos`.
    public class func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
        globals.withLock { globals in
            if let queue = globals[qos] { return queue }
            let queue = DispatchQueue(dispatchQueue: .global(qos: qos), isMain: false, isSerial: false)
            globals[qos] = queue
            return queue
        }
    }

    /// A new queue named `label`: serial unless `attributes` holds `.concurrent`.
    public convenience init(
        label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
        autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
    ) {
        let queue = Dispatch.DispatchQueue(
            label: label, qos: qos, attributes: attributes, autoreleaseFrequency: autoreleaseFrequency,
            target: target?.dispatchQueue)
        self.init(dispatchQueue: queue, isMain: false, isSerial: !attributes.contains(.concurrent))
    }

    /// The name the queue was created with.
    public var label: String { dispatchQueue.label }

    /// The queue's quality of service.
    public var qos: DispatchQoS { dispatchQueue.qos }

    // MARK: - Running work as this queue's

    /// Runs `body` as this queue's work: `Thread.isMainThread` and `MainScheduler` see the queue.
    func runAsCurrent<Result>(_ body: () throws -> Result) rethrows -> Result {
        let previous = DispatchQueue.current
        DispatchQueue.current = self
        defer { DispatchQueue.current = previous }
        return try VirtualClock.run(onMainQueue: isMain, body)
    }

    /// Whether the code running now is this queue's work (top-level code is the main queue's).
    var isRunningNow: Bool {
        isMain ? VirtualClock.isOnMainQueue : DispatchQueue.current === self
    }

    /// Runs `work` as this queue's when the clock reaches `due` nanoseconds; never when `due` is
    /// nil. `group` counts the work as running until it returns.
    func submit(on clock: VirtualClock, at due: Int64?, group: DispatchGroup?, _ work: @escaping () -> Void) {
        guard let due else { return }
        group?.enter()
        clock.schedule(at: due) {
            self.runAsCurrent(work)
            group?.leave()
        }
    }
}
