import Foundation

/// How a fetch sorts and limits what it finds.
open class PHFetchOptions: NSObject {
    /// The order of the results (by `creationDate`, `modificationDate` or `localIdentifier`).
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results (0: no limit).
    open var fetchLimit = 0
    /// Whether hidden assets are included.
    open var includeHiddenAssets = false

    /// Options that keep the library's order and every asset.
    public override init() {
        super.init()
    }

    /// `assets` sorted and limited by these options.
    func apply(to assets: [PHAsset]) -> [PHAsset] {
        var sorted = assets
        if let descriptors = sortDescriptors, !descriptors.isEmpty {
            sorted.sort { first, second in
                for descriptor in descriptors {
                    let order = descriptor.compare(first, to: second)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        return fetchLimit > 0 ? Array(sorted.prefix(fetchLimit)) : sorted
    }
}

extension NSSortDescriptor {
    /// A descriptor sorting assets by `key` (`creationDate`, `modificationDate` or
    /// `localIdentifier`), as Photos reads it; Foundation on Linux has no key-value coding, so
    /// Photos names the key paths itself.
    public convenience init(key: String?, ascending: Bool) {
        switch key {
        case "creationDate", "modificationDate":
            self.init(keyPath: \PHAsset.creationDateForSorting, ascending: ascending)
        default: self.init(keyPath: \PHAsset.localIdentifier, ascending: ascending)
        }
    }
}
