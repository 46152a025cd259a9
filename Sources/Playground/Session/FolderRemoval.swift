import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Removes a session's folder however deep learner code nested folders in it.
///
/// `FileManager.removeItem` names every file by its whole path, so a tree deeper than the
/// system's longest path (5,000 nested folders) stayed behind for good. This walk names each
/// entry relative to its folder's descriptor, keeps one folder open at a time (a descent, then
/// `..` back up), follows no link, and gives itself back the permission to enter a folder
/// learner code closed (`chmod 000`).
enum FolderRemoval {
    /// Removes `path` and everything beneath it; false when something could not be removed.
    @discardableResult
    static func remove(_ path: String) -> Bool {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT }
        guard status.st_mode & S_IFMT == S_IFDIR else { return unlink(path) == 0 }
        var folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        // The names of the folders entered, from `path` down to the open one.
        var entered: [String] = []
        var complete = true
        while true {
            if let child = firstFolder(emptying: folder, complete: &complete) {
                let inner = enter(child, in: folder)
                if inner >= 0 {
                    close(folder)
                    folder = inner
                    entered.append(child)
                    continue
                }
                // A folder that cannot be entered is left; its parent then cannot go either.
                complete = false
                if entered.isEmpty { break }
            }
            guard let name = entered.popLast() else { break }
            let parent = openat(folder, "..", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            close(folder)
            guard parent >= 0 else { return false }
            folder = parent
            if unlinkat(folder, name, AT_REMOVEDIR) != 0 {
                complete = false
                // Not empty (it could not be entered): the walk would find it again.
                if errno == ENOTEMPTY || errno == EEXIST { break }
            }
        }
        close(folder)
        return rmdir(path) == 0 && complete
    }

    /// Removes every entry of the open folder that is not a folder, and gives the name of the
    /// first folder in it, or nil when it holds none.
    private static func firstFolder(emptying folder: Int32, complete: inout Bool) -> String? {
        let listing = dup(folder)
        guard listing >= 0, let stream = fdopendir(listing) else {
            if listing >= 0 { close(listing) }
            complete = false
            return nil
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            var status = stat()
            guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFDIR { return name }
            if unlinkat(folder, name, 0) != 0 { complete = false }
        }
        return nil
    }

    /// Opens the folder `name` in `folder`, giving it back its owner's rights when it was closed.
    private static func enter(_ name: String, in folder: Int32) -> Int32 {
        let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        let opened = openat(folder, name, flags)
        guard opened < 0, errno == EACCES, fchmodat(folder, name, 0o700, 0) == 0 else { return opened }
        return openat(folder, name, flags)
    }
}
