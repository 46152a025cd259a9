import Foundation

/// One module's index kept on disk beside what it was read from: valid while the module file
/// has the same size and modification time (a build that changes the module changes them).
struct ModuleIndexCache {
    /// What a cached index was read from.
    struct Key: Codable, Equatable {
        /// Bumped when the index's format or the way it is read changes.
        static let format = 2

        var format: Int
        var moduleFile: String
        var size: Int
        var modified: Double

        /// The key of `moduleFile` as it is now; nil when it is not there.
        init?(moduleFile: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: moduleFile),
                let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
            else { return nil }
            format = Self.format
            self.moduleFile = moduleFile
            self.size = size
            self.modified = modified.timeIntervalSince1970
        }
    }

    private struct Entry: Codable {
        var key: Key
        var index: APIIndex
    }

    /// The folder holding one file per module.
    let directory: String

    private func path(_ module: String) -> String { "\(directory)/\(module).json" }

    /// The cached index of `module`, if it was read from the module file as `key` describes it.
    func index(of module: String, key: Key) -> APIIndex? {
        guard let data = FileManager.default.contents(atPath: path(module)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key
        else { return nil }
        return entry.index
    }

    /// Keeps `index` for `module`; a file written whole then renamed, so a reader never sees half
    /// of one. Failing to write only means reading the module again next time.
    func store(_ index: APIIndex, of module: String, key: Key) {
        guard (try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil,
            let data = try? JSONEncoder().encode(Entry(key: key, index: index))
        else { return }
        let temporary = path(module) + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
        if rename(temporary, path(module)) != 0 { unlink(temporary) }
    }
}
