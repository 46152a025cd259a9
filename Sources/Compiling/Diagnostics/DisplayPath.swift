/// A file's name as swiftc prints it in its messages: the path the user gave, with `.` parts,
/// repeated slashes and `name/..` pairs taken out (`./main.swift` → `main.swift`).
public enum DisplayPath {
    /// `path` as swiftc names it.
    public static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute, parts.isEmpty { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
