import Foundation

/// The images `UIImage(named:)` finds: the playground's sample photos (landscapes as emoji), any
/// other emoji (a photo of itself), and the names the playground registers (an app's assets).
final class SampleImages: @unchecked Sendable {
    /// The library learner code reads.
    static let shared = SampleImages()

    /// The sample photos and their sizes in points, as a camera takes them.
    static let photos: [(name: String, size: CGSize)] = [
        ("🏔", CGSize(width: 4032, height: 3024)), ("🌊", CGSize(width: 3024, height: 4032)),
        ("🌅", CGSize(width: 4032, height: 3024)), ("🏖", CGSize(width: 4032, height: 3024)),
        ("🌄", CGSize(width: 3024, height: 4032)), ("🏝", CGSize(width: 4032, height: 3024)),
        ("🌋", CGSize(width: 4032, height: 3024)), ("🌃", CGSize(width: 3024, height: 4032)),
    ]

    private let lock = NSLock()
    private var registered: [String: CGSize] = [:]

    /// The size of the image named `name`, or nil when there is none.
    func size(of name: String) -> CGSize? {
        if let size = lock.withLock({ registered[name] }) { return size }
        if let photo = Self.photos.first(where: { $0.name == name }) { return photo.size }
        return Self.isEmoji(name) ? CGSize(width: 1024, height: 768) : nil
    }

    /// The name and size of the image `UIImage(named: name)` loads: an app's asset is found by
    /// its set's name, and also by the name of the file in it (`IMG_1907.jpg` for the set
    /// `IMG_1907`), as UIKit looks a name with an image file's extension up in the asset catalog
    /// too. Nil when there is no such image.
    func image(named name: String) -> (name: String, size: CGSize)? {
        if let size = size(of: name) { return (name, size) }
        let url = URL(fileURLWithPath: name)
        guard ["png", "jpg", "jpeg"].contains(url.pathExtension.lowercased()) else { return nil }
        let base = url.deletingPathExtension().lastPathComponent
        guard let size = lock.withLock({ registered[base] }) else { return nil }
        return (base, size)
    }

    /// Adds an image named `name` of `size`.
    func register(_ name: String, size: CGSize) {
        lock.withLock { registered[name] = size }
    }

    /// Whether `name` is one emoji (possibly with modifiers): a picture of itself.
    private static func isEmoji(_ name: String) -> Bool {
        guard name.count == 1, let first = name.unicodeScalars.first else { return false }
        return first.properties.isEmojiPresentation || name.unicodeScalars.contains { $0.value == 0xFE0F }
    }
}

extension UIImage {
    /// Adds an image to the ones `UIImage(named:)` finds (an app's assets).
    @_spi(Playground) public static func registerSample(named name: String, size: CGSize) {
        SampleImages.shared.register(name, size: size)
    }

    /// The playground's sample photos, in order.
    package static var samplePhotos: [UIImage] {
        SampleImages.photos.map { UIImage(shows: $0.name, size: $0.size) }
    }
}
