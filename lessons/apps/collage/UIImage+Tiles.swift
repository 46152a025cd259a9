import UIKit

extension UIImage {
    /// `images` side by side in a grid that fills `size`.
    static func tiles(of images: [UIImage], filling size: CGSize) -> UIImage {
        let columns = images.count < 4 ? images.count : 2
        let rows = (images.count + columns - 1) / columns
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
