/// The local variables of one function or closure call, with the frame it was created in.
///
/// One allocation holds the header and the slots.
final class Frame {
    let parent: Frame?
    private let storage: UnsafeMutablePointer<Value>
    let count: Int

    init(count: Int, parent: Frame?) {
        self.parent = parent
        self.count = count
        storage = UnsafeMutablePointer<Value>.allocate(capacity: max(count, 1))
        storage.initialize(repeating: .void, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    @inline(__always)
    subscript(slot: Int) -> Value {
        get { storage[slot] }
        set { storage[slot] = newValue }
    }

    /// Runs `body` with the slot's value in place (no copy of arrays or strings).
    @inline(__always)
    func modify<Result>(_ slot: Int, _ body: (inout Value) throws -> Result) rethrows -> Result {
        try body(&storage[slot])
    }

    /// The frame `depth` levels out.
    @inline(__always)
    func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth {
            guard let parent = frame.parent else { break }
            frame = parent
        }
        return frame
    }
}
