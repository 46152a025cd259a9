import Foundation

/// An image of a project's asset catalog (`Assets.xcassets/NAME.imageset`), which app code loads
/// with `UIImage(named: "NAME")`: its name and its size in points, read from the image file the
/// set's `Contents.json` lists first (pixels divided by the file's scale).
public struct AssetCatalogImage: Equatable, Sendable {
    /// The set's name, the folder's without `.imageset`.
    public var name: String
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The size given to an image whose file is missing or unreadable (a set with no file yet is
    /// still an image `UIImage(named:)` finds in Xcode's build, an empty one).
    static let unknownSize = (width: 1024.0, height: 768.0)

    /// The images of the catalogs among `files` (paths relative to `root`), in path order.
    static func images(root: String, files: [String]) -> [AssetCatalogImage] {
        let listed = Set(files)
        return files.compactMap { file in
            let parts = file.split(separator: "/").map(String.init)
            guard parts.count >= 3, parts[parts.count - 1] == "Contents.json",
                parts[parts.count - 2].hasSuffix(".imageset"),
                parts.dropLast(2).contains(where: { $0.hasSuffix(".xcassets") })
            else { return nil }
            let set = parts[parts.count - 2]
            let folder = parts.dropLast().joined(separator: "/")
            return image(
                named: String(set.dropLast(".imageset".count)), contents: file, folder: folder, root: root,
                files: listed)
        }
    }

    /// The image of the set `name`, sized from the first file `contents` lists that can be read:
    /// only a file of the set's folder that the project's walk found (a name such as
    /// `../../secret` reads nothing outside), and only its header.
    private static func image(
        named name: String, contents: String, folder: String, root: String, files: Set<String>
    ) -> AssetCatalogImage {
        let listed =
            (try? BoundedFile.data(at: root + "/" + contents, limit: AppProject.largestResource).get())
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }?["images"]
            as? [[String: Any]] ?? []
        for entry in listed {
            guard let file = entry["filename"] as? String, files.contains(folder + "/" + file),
                let data = BoundedFile.prefix(of: root + "/" + folder + "/" + file, count: AppProject.imageHeader),
                let pixels = ImageFileSize.pixels(of: data)
            else { continue }
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
            return AssetCatalogImage(
                name: name, width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
        }
        return AssetCatalogImage(name: name, width: unknownSize.width, height: unknownSize.height)
    }
}

/// The pixel size written in the header of a PNG or JPEG file.
enum ImageFileSize {
    /// The width and height of the image in `data`, or `nil` when it is neither a PNG nor a JPEG
    /// whose frame header can be found.
    static func pixels(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            let length = bigEndian(bytes, at: offset + 2, count: 2)
            // The start-of-frame markers (baseline, progressive, …; not DHT, JPG or DAC) hold the size.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(bytes, at: offset + 7, count: 2), bigEndian(bytes, at: offset + 5, count: 2))
            }
            offset += 2 + length
        }
        return nil
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
        bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }
}
