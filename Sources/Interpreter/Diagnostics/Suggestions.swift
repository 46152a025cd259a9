/// Swift's "did you mean" for a misspelt name: the closest known name, when one is close.
package enum Suggestions {
    /// The candidate nearest to `name` (ignoring case, a swap of neighbours counting as one
    /// edit), if it is within about a third of the name's length (a one-letter name gets none).
    package static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased())
        let limit = min(3, (target.count + 1) / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && !candidate.hasPrefix("$") {
            let other = Array(candidate.lowercased())
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = editDistance(target, other)
            if distance <= limit, best.map({ distance < $0.distance || (distance == $0.distance && candidate < $0.name) }) ?? true {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `message` with Swift's "; did you mean '…'?" when a candidate is close to `name`.
    package static func message(_ message: String, name: String, candidates: some Sequence<String>) -> String {
        guard let suggestion = closest(to: name, among: candidates) else { return message }
        return message + "; did you mean '\(suggestion)'?"
    }

    /// Edits (insert, delete, replace, swap neighbours) turning `a` into `b`.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
