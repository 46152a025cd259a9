import Foundation

/// Releases deep chains of values one link at a time instead of recursively.
///
/// A chain of closures each capturing the one before (`f = { g() + 1 }` two million times) or a
/// million-deep `indirect enum` list is freed by freeing its first link, whose deinitializer
/// frees the second, and so on: Swift would recurse once per link and overflow the stack. A
/// frame or enum case being freed hands what it holds to this thread's queue instead; the
/// outermost release drains the queue in a loop, so the stack stays flat however deep the chain.
package enum ValueRelease {
    /// What the outermost release on a thread still has to free.
    private final class Queue {
        var pending: [[Value]] = []
        var isDraining = false
    }

    /// The thread's queue. A release on one thread never touches another's, and the queue holds
    /// nothing between releases, so it is no state of any interpreter.
    private static let key: pthread_key_t? = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
        }
        return status == 0 ? key : nil
    }()

    private static func queue() -> Queue? {
        guard let key else { return nil }
        if let raw = pthread_getspecific(key) { return Unmanaged<Queue>.fromOpaque(raw).takeUnretainedValue() }
        let queue = Queue()
        pthread_setspecific(key, Unmanaged.passRetained(queue as AnyObject).toOpaque())
        return queue
    }

    /// Frees `values` (moved out of a dying frame or enum case) without recursing into chains;
    /// `values` is left empty. The array is swapped into the queue, never copied, so the last
    /// reference to it is the queue's and dropping it there is what frees the next link.
    package static func release(_ values: inout [Value]) {
        guard values.contains(where: \.mayHoldChain), let queue = queue() else { return }
        queue.pending.append([])
        swap(&queue.pending[queue.pending.count - 1], &values)
        if queue.isDraining { return }
        queue.isDraining = true
        while !queue.pending.isEmpty {
            // Dropping the batch here may free more links: their values join the queue.
            _ = queue.pending.removeLast()
        }
        queue.isDraining = false
    }
}

extension Value {
    /// Whether releasing the value may free other frames or enum cases.
    fileprivate var mayHoldChain: Bool {
        switch self {
        case .void, .bool, .int, .double, .string, .character, .range, .type: return false
        default: return true
        }
    }
}
