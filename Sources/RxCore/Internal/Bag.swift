/// An insertion-ordered collection of values addressed by the key returned on insert.
///
/// Removal marks a slot empty in O(log n); empty slots are compacted once they outnumber live
/// ones, so adding and removing many entries stays linear overall.
struct Bag<T> {
    /// Identifies one entry of a bag.
    typealias Key = BagKey

    private var keys: [UInt64] = []
    private var values: [T?] = []
    private var nextKey: UInt64 = 0
    private(set) var count = 0

    init() {}

    /// Adds `value` at the end; returns its key.
    mutating func insert(_ value: T) -> BagKey {
        let key = nextKey
        nextKey &+= 1
        keys.append(key)
        values.append(value)
        count += 1
        return BagKey(rawValue: key)
    }

    /// Removes and returns the value for `key`, if it is still there.
    @discardableResult
    mutating func removeKey(_ key: BagKey) -> T? {
        guard let index = index(of: key.rawValue), let value = values[index] else { return nil }
        values[index] = nil
        count -= 1
        if keys.count > 16 && count * 2 < keys.count { compact() }
        return value
    }

    /// Removes every value.
    mutating func removeAll() {
        keys.removeAll()
        values.removeAll()
        count = 0
    }

    /// Calls `body` with every value, in insertion order.
    @inline(__always)
    func forEach(_ body: (T) throws -> Void) rethrows {
        for value in values {
            if let value { try body(value) }
        }
    }

    /// The values in insertion order.
    var all: [T] { values.compactMap { $0 } }

    private func index(of key: UInt64) -> Int? {
        var low = 0
        var high = keys.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let candidate = keys[middle]
            if candidate == key { return middle }
            if candidate < key { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    private mutating func compact() {
        var newKeys: [UInt64] = []
        var newValues: [T?] = []
        newKeys.reserveCapacity(count)
        newValues.reserveCapacity(count)
        for (key, value) in zip(keys, values) where value != nil {
            newKeys.append(key)
            newValues.append(value)
        }
        keys = newKeys
        values = newValues
    }
}

/// The key of one entry in a `Bag`.
public struct BagKey: Hashable {
    let rawValue: UInt64
}
