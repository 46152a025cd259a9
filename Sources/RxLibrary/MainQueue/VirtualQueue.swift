/// A dispatch queue on the virtual clock: the main queue, a global queue or one made with
/// `DispatchQueue(label:)`. Everything runs on one thread; a queue only says where work belongs
/// (whether it runs "on the main thread", which `MainScheduler.instance` asks).
package final class VirtualQueue {
    /// The queue's label, as `DispatchQueue.label` gives it.
    package let label: String
    /// Whether this is the main queue.
    package let isMain: Bool
    /// Whether the queue was made concurrent (its work still runs one item at a time here).
    package let isConcurrent: Bool

    package init(label: String, isMain: Bool = false, isConcurrent: Bool = false) {
        self.label = label
        self.isMain = isMain
        self.isConcurrent = isConcurrent
    }
}
