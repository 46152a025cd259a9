import Foundation
import UIKit

extension UIImage {
    /// A collage of `images` in a grid filling `size`: a playground helper for the lessons, which
    /// every input at the prompt sees. UIKit has none, so it lives here, where an app's files
    /// (`rxplay app`), which import UIKit, do not see it: a project without the book's
    /// `UIImage+Collage.swift` hears the compiler's "has no member 'collage'", as in Xcode.
    ///
    /// It is generic over the collection on purpose: a project's own
    /// `static func collage(images: [UIImage], size: CGSize)`, as the book's first editions
    /// declare it, is not, so at the prompt, which sees both, Swift ranks the project's first
    /// (two equal signatures from two modules would be ambiguous).
    ///
    /// ```swift
    /// UIImage.collage(images: [UIImage(named: "🏔")!, UIImage(named: "🌊")!], size: CGSize(width: 300, height: 300))
    /// // collage of 2: 🏔🌊
    /// ```
    public static func collage<Images: Collection>(
        images: Images, size: CGSize = CGSize(width: 300, height: 300)
    ) -> UIImage where Images.Element == UIImage {
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
