/// Picking from a seeded generator, for tests that generate inputs from a fixed seed.
extension RandomNumberGenerator {
    /// A number in `0..<bound` (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
