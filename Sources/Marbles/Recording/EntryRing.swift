/// A bounded store of a lane's entries: keeps the most recent `capacity` and counts the rest.
///
/// Elements are kept as they arrived and described only when read, so recording an event costs
/// a clock read and a store, not a `String(describing:)`.
struct EntryRing {
    enum Payload {
        case element(Any)
        case described(TimelineValue)
        case error(String)
        case completed
        case subscribed
        case disposed
    }

    struct Slot {
        var time: Int
        var payload: Payload
    }

    let capacity: Int
    private(set) var dropped = 0
    private var slots: [Slot] = []
    /// The oldest slot once the ring is full.
    private var head = 0

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    var count: Int { slots.count }

    mutating func append(_ slot: Slot) {
        if slots.count < capacity {
            slots.append(slot)
            return
        }
        dropped += 1
        if capacity == 0 { return }
        slots[head] = slot
        head += 1
        if head == capacity { head = 0 }
    }

    /// The entries, oldest first; describes elements once and keeps their text.
    mutating func entries() -> [TimelineEntry] {
        var result: [TimelineEntry] = []
        result.reserveCapacity(slots.count)
        for offset in 0..<slots.count {
            var index = head + offset
            if index >= slots.count { index -= slots.count }
            result.append(entry(at: index))
        }
        return result
    }

    private mutating func entry(at index: Int) -> TimelineEntry {
        let slot = slots[index]
        switch slot.payload {
        case .element(let element):
            let value = TimelineValue(describing: element)
            slots[index].payload = .described(value)
            return TimelineEntry(time: slot.time, kind: .next(value))
        case .described(let value): return TimelineEntry(time: slot.time, kind: .next(value))
        case .error(let text): return TimelineEntry(time: slot.time, kind: .error(text))
        case .completed: return TimelineEntry(time: slot.time, kind: .completed)
        case .subscribed: return TimelineEntry(time: slot.time, kind: .subscribed)
        case .disposed: return TimelineEntry(time: slot.time, kind: .disposed)
        }
    }

    mutating func removeAll() {
        slots.removeAll()
        head = 0
        dropped = 0
    }
}
