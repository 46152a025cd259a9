import DequeModule

/// A first-in, first-out queue: what zip buffers per source and what `merge(maxConcurrent:)`
/// keeps waiting.
///
/// It is swift-collections' `Deque` (a ring buffer: O(1) at both ends, a removed slot released at
/// once); the name stays because the generated zip sinks use it.
typealias ElementQueue<Element> = Deque<Element>

extension Deque {
    /// Adds `element` at the back.
    @inline(__always)
    mutating func enqueue(_ element: Element) {
        append(element)
    }
}
