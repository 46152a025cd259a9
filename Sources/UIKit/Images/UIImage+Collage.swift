import Foundation

extension UIImage {
    /// A collage of `images` in a grid filling `size` (a playground convenience the lessons use;
    /// UIKit has none). It is generic over the sequence on purpose: a project's own
    /// `static func collage(images: [UIImage], size: CGSize)`, as the book's first editions
    /// declare it in `UIImage+Collage.swift`, is not, so Swift ranks the project's above this one
    /// in the app's files and at the prompt alike, where two equal signatures from two modules
    /// would be ambiguous.
    ///
    /// ```swift
    /// UIImage.collage(images: [UIImage(named: "🏔")!, UIImage(named: "🌊")!], size: CGSize(width: 300, height: 300))
    /// // collage of 2: 🏔🌊
    /// ```
    public static func collage<Images: Collection>(
        images: Images, size: CGSize = CGSize(width: 300, height: 300)
    ) -> UIImage where Images.Element == UIImage {
        let images = Array(images)
        let columns = max(Int(Double(images.count).squareRoot().rounded(.up)), 1)
        let rows = max((images.count + columns - 1) / columns, 1)
        let tile = CGSize(width: size.width / CGFloat(columns), height: size.height / CGFloat(rows))
        UIGraphicsBeginImageContextWithOptions(size, true, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.white.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        for (index, image) in images.enumerated() {
            let origin = CGPoint(x: CGFloat(index % columns) * tile.width, y: CGFloat(index / columns) * tile.height)
            image.draw(in: CGRect(origin: origin, size: tile))
        }
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    }
}

extension Array where Element: UIImage {
    /// The collage of these images filling `size`, for the playground's own code. UIKit has no
    /// such method: the book's project declares `collage(size:)` in its `UIImage+Collage.swift`,
    /// so learner code sees this one only through the playground interface, and a project
    /// without that file hears the compiler's "has no member 'collage'" as in Xcode.
    ///
    /// ```swift
    /// [UIImage(named: "🏔")!, UIImage(named: "🌊")!].playgroundCollage(size: CGSize(width: 300, height: 300))
    /// // collage of 2: 🏔🌊
    /// ```
    @_spi(Playground) public func playgroundCollage(size: CGSize) -> UIImage {
        UIImage.collage(images: map { $0 as UIImage }, size: size)
    }
}
