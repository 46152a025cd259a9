/// The slots of top-level variables. Slots are reached through a pointer so that a value can
/// be changed in place (an array appended to) without Swift's exclusivity checks tripping over
/// learner code that reads another global meanwhile.
package final class GlobalStorage {
    private var storage: UnsafeMutablePointer<Value>
    package private(set) var count = 0
    private var capacity: Int

    package init() {
        capacity = 64
        storage = UnsafeMutablePointer<Value>.allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds a slot holding `()`, and returns its index. Never called while code runs.
    package func append() -> Int {
        if count == capacity {
            let bigger = UnsafeMutablePointer<Value>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = bigger
            capacity *= 2
        }
        (storage + count).initialize(to: .void)
        count += 1
        return count - 1
    }

    @inline(__always)
    package subscript(slot: Int) -> Value {
        get { storage[slot] }
        set { storage[slot] = newValue }
    }

    @inline(__always)
    package func modify<Result>(_ slot: Int, _ body: (inout Value) throws -> Result) rethrows -> Result {
        try body(&storage[slot])
    }

    /// Drops every value (breaks reference cycles through closures when the interpreter goes).
    package func clear() {
        for index in 0..<count { storage[index] = .void }
    }
}
