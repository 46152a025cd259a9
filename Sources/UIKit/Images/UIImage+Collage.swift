import Foundation

extension UIImage {
    /// A collage of `images` in a grid filling `size` (a playground convenience: the book's
    /// project brings its own `UIImage+Collage.swift`, which takes the place of this one).
    ///
    /// ```swift
    /// UIImage.collage(images: [UIImage(named: "🏔")!, UIImage(named: "🌊")!], size: CGSize(width: 300, height: 300))
    /// // collage of 2: 🏔🌊
    /// ```
    public static func collage(images: [UIImage], size: CGSize = CGSize(width: 300, height: 300)) -> UIImage {
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
    /// The collage of these images filling `size`, as the book's later editions spell it
    /// (`preview.image = photos.collage(size: preview.frame.size)`).
    ///
    /// ```swift
    /// [UIImage(named: "🏔")!, UIImage(named: "🌊")!].collage(size: CGSize(width: 300, height: 300))
    /// // collage of 2: 🏔🌊
    /// ```
    public func collage(size: CGSize) -> UIImage {
        UIImage.collage(images: self, size: size)
    }
}
