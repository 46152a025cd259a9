/// A first-in, first-out queue: what zip buffers per source and what `merge(maxConcurrent:)`
/// keeps waiting.
///
/// Dequeuing is O(1) amortized; a dequeued slot is cleared at once so the queue never keeps an
/// element alive longer than needed.
struct ElementQueue<Element> {
    private var storage: [Element?] = []
    private var head = 0

    init() {}

    /// Whether the queue holds no element.
    var isEmpty: Bool { head == storage.count }

    /// The number of queued elements.
    var count: Int { storage.count - head }

    /// Adds `element` at the back.
    mutating func enqueue(_ element: Element) {
        storage.append(element)
    }

    /// Removes and returns the front element; the queue must not be empty.
    mutating func removeFirst() -> Element {
        precondition(head < storage.count, "removeFirst() on an empty ElementQueue")
        guard let element = storage[head] else { preconditionFailure("ElementQueue slot was cleared") }
        storage[head] = nil
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 32 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }

    /// Removes and returns the front element, or `nil` if the queue is empty.
    mutating func popFirst() -> Element? {
        isEmpty ? nil : removeFirst()
    }
}
