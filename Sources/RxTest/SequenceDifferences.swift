/// Where two sequences differ, as RxTest's assertions print it after a failure:
///
/// ```text
/// Differences:
/// lhs[1]:
///     next(3) @ 220
/// rhs[1]:
///     next(4) @ 220
/// ```
///
/// Entries past the shorter list's end are listed for the longer one.
func sequenceDifferences<Element>(_ lhs: [Element], _ rhs: [Element], _ equal: (Element, Element) -> Bool) -> String {
    var lines = ["Differences:"]
    for (index, (left, right)) in zip(lhs, rhs).enumerated() where !equal(left, right) {
        lines += ["lhs[\(index)]:", "    \(left)", "rhs[\(index)]:", "    \(right)"]
    }
    let shared = min(lhs.count, rhs.count)
    for index in shared..<lhs.count { lines += ["lhs[\(index)]:", "    \(lhs[index])"] }
    for index in shared..<rhs.count { lines += ["rhs[\(index)]:", "    \(rhs[index])"] }
    return lines.joined(separator: "\n")
}
