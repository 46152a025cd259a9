import Foundation
@testable import Playground
import TestSupport
import Testing

/// The images of a project's asset catalogs, which `rxplay app` registers so `UIImage(named:)`
/// finds them: their names, and their sizes in points read from the image files' headers.
@Suite("Asset catalog images")
struct AssetCatalogImageTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps")

    @Test("a project's image sets are found by name, sized from the file's pixels and scale")
    func catalog() throws {
        let project = try AppProject.load(Self.apps.appendingPathComponent("Scrapbook").path).get()
        // stamp@2x.png is 64 × 48 pixels at 2x.
        expectEqual(project.images, [AssetCatalogImage(name: "Stamp", width: 32, height: 24)])
        let collage = try AppProject.load(AppTranscriptTests.root.appendingPathComponent("lessons/apps/collage").path).get()
        expectEqual(collage.images, [])
    }

    @Test("a JPEG's size is in its start-of-frame segment, after the segments before it")
    func jpeg() {
        let header: [UInt8] = [
            0xFF, 0xD8,  // start of image
            0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46,  // an APP0 segment of 6 bytes
            0xFF, 0xC4, 0x00, 0x04, 0x00, 0x00,  // a Huffman table (C4 is not a frame)
            0xFF, 0xC2, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03,  // progressive: 600 high, 800 wide
            0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        ]
        expectEqual(ImageFileSize.pixels(of: Data(header)).map { [$0.width, $0.height] }, [800, 600])
        expectEqual(ImageFileSize.pixels(of: Data("GIF89a".utf8)).map { [$0.width, $0.height] }, nil)
        expectEqual(ImageFileSize.pixels(of: Data(header.prefix(12))).map { [$0.width, $0.height] }, nil)
    }
}
