import UIKit

// The project's own collages. UIKit has none; the playground's stand-in has a helper of the
// same spelling, and these must be the ones the app and the prompt call. They lay the newest
// image first, so the screen tells them apart from the helper.
extension Array where Element == UIImage {
    func collage(size: CGSize) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, true, 0)
        defer { UIGraphicsEndImageContext() }
        UIColor.white.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        let width = size.width / CGFloat(Swift.max(count, 1))
        for (index, image) in reversed().enumerated() {
            image.draw(in: CGRect(x: CGFloat(index) * width, y: 0, width: width, height: size.height))
        }
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    }
}

extension UIImage {
    static func collage(images: [UIImage], size: CGSize) -> UIImage {
        images.collage(size: size)
    }
}
