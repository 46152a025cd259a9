import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The files of a project folder (`rxplay app`, `:app`), found without leaving it and within
/// bounds: `:app` of a folder with a link loop, of `/` or of `/proc/self` walked for ever, and a
/// lesson's app followed a link out of the lesson's folder.
///
/// A link is followed only to a regular file inside the project (its real path under the
/// project's); a folder reached through a link is not entered, so no loop can form and what a
/// link points to inside the project is walked where it really is. Only regular files are
/// listed: a FIFO or a device would block the reading. The walk looks at most `mostEntries`
/// names, goes at most `deepest` folders down, and stops when `isCancelled` says so (Ctrl-C).
struct ProjectWalk {
    /// Why a walk stopped before its end.
    enum Stop: Error, Equatable {
        /// The project has more than `limit` files and folders.
        case tooManyEntries(limit: Int)
        /// Its folders nest more than `limit` deep.
        case tooDeep(limit: Int)
        /// Ctrl-C.
        case interrupted
    }

    /// The most files and folders a project may have: ten times a large app's.
    static let mostEntries = 10_000
    /// The deepest a project's folders may nest.
    static let deepest = 32

    /// Every regular file under `root` outside the folders `skips` names, relative to `root`,
    /// sorted; or why the walk stopped.
    static func files(
        in root: String, skips: (String) -> Bool, isCancelled: () -> Bool = { false },
        mostEntries: Int = mostEntries, deepest: Int = deepest
    ) -> Result<[String], Stop> {
        // Paths are written under the project's real path (links resolved), `/` as "".
        let realRoot = OpenFiles.canonical(root)
        let base = realRoot == "/" ? "" : realRoot
        var found: [String] = []
        var entries = 0
        var folders: [(path: String, depth: Int)] = [("", 0)]
        while let (folder, depth) = folders.popLast() {
            guard let directory = opendir(folder.isEmpty ? realRoot : base + "/" + folder) else { continue }
            defer { closedir(directory) }
            // Read a name at a time, so a folder of a million names costs no more than the limit.
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                if isCancelled() { return .failure(.interrupted) }
                entries += 1
                if entries > mostEntries { return .failure(.tooManyEntries(limit: mostEntries)) }
                let relative = folder.isEmpty ? name : folder + "/" + name
                switch kind(of: base + "/" + relative, inside: base) {
                case .folder where !skips(name):
                    if depth + 1 > deepest { return .failure(.tooDeep(limit: deepest)) }
                    folders.append((relative, depth + 1))
                case .file: found.append(relative)
                case .folder, .other: break
                }
            }
        }
        return .success(found.sorted())
    }

    private enum Kind {
        case folder, file, other
    }

    /// What the walk makes of `path`: a folder to enter (a real one, not a link), a file to list
    /// (a regular file, or a link to one inside `root`), or nothing.
    private static func kind(of path: String, inside root: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .other }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            // What it points to first (one call), where it is only for a regular file.
            guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                let resolved = realpath(path, nil)
            else { return .other }
            defer { free(resolved) }
            return String(cString: resolved).hasPrefix(root + "/") ? .file : .other
        default: return .other
        }
    }
}
