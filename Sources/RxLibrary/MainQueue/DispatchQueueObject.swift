import Interpreter

/// A `DispatchQueue` value in learner code: a virtual queue (`DispatchQueue.main`,
/// `DispatchQueue.global()`, `DispatchQueue(label:)`). The UIKit stand-ins give it its members;
/// the dispatch queue schedulers accept it.
package final class DispatchQueueObject: RuntimeObject {
    package let queue: VirtualQueue

    package init(_ queue: VirtualQueue) {
        self.queue = queue
    }

    package var type: SwiftType { .library("DispatchQueue", []) }
    package var family: MemberFamily { .library("DispatchQueue") }
    package var printed: String { "<OS_dispatch_queue_\(queue.isMain ? "main" : (queue.isConcurrent ? "global" : "serial")): \(queue.label)>" }
}
