import Foundation

/// An image. The playground has no pixels: an image knows its size and what it shows, a name
/// (`UIImage(named: "🏔")` prints as `🏔`) or, for an image drawn in an image context, the
/// images drawn into it (`collage of 2: 🏔🌊`).
open class UIImage: NSObject, @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// What the image shows, as the playground names it.
    let shows: String

    /// An image of `size` showing `shows`.
    init(shows: String, size: CGSize, scale: CGFloat = 1) {
        self.shows = shows
        self.size = size
        self.scale = scale
        super.init()
    }

    /// The image named `name` in the app's assets: the playground's sample library (every emoji
    /// is a photo of itself) and the images of an app's asset catalogs (by the set's name, or the
    /// name of its file: `IMG_1907.jpg`), or nil when there is no such image. Images of the same
    /// name are equal, as UIKit hands out one cached image per name.
    public convenience init?(named name: String) {
        guard let found = SampleImages.shared.image(named: name) else { return nil }
        self.init(shows: found.name, size: found.size)
    }

    /// The image named `name` (the bundle and traits are not used in the playground).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) {
        self.init(named: name)
    }

    /// A system symbol, named after itself.
    public convenience init?(systemName name: String) {
        self.init(shows: name, size: CGSize(width: 24, height: 24))
    }

    /// An empty image.
    public override convenience init() {
        self.init(shows: "empty image", size: .zero)
    }

    /// What the image shows: its name, or what was drawn into it.
    open override var description: String { shows }

    /// Whether `object` is an image showing the same picture at the same size.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return other === self || (other.shows == shows && other.size == size)
    }

    open override var hash: Int { shows.hashValue }

    /// Draws the image to fill `rect` of the current image context.
    open func draw(in rect: CGRect) {
        GraphicsContextStack.current?.draw(self, in: rect)
    }

    /// Draws the image at its size with its origin at `point`.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// The image as PNG data: what it shows, as text (the playground has no pixels).
    open func pngData() -> Data? { Data(shows.utf8) }

    /// The image as JPEG data: what it shows, as text.
    open func jpegData(compressionQuality: CGFloat) -> Data? { Data(shows.utf8) }

    /// How the playground names what the image shows.
    @_spi(Playground) public var playgroundDescription: String { shows }

    /// The same picture at another size (what Photos hands out for a request's target size).
    package func resized(to newSize: CGSize) -> UIImage {
        UIImage(shows: shows, size: newSize, scale: scale)
    }
}
