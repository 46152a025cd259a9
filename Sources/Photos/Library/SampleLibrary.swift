import Foundation
import UIKit

/// The photos the library starts with: the playground's sample photos, one a day, the newest
/// on the last day of 2025.
enum SampleLibrary {
    static let newest = Date(timeIntervalSince1970: 1_767_139_200)

    static func assets() -> [PHAsset] {
        let photos: [UIImage] = UIImage.samplePhotos
        var assets: [PHAsset] = []
        for (index, image) in photos.enumerated() {
            let identifier = String(format: "5A3D1E00-0000-0000-0000-%012X/L0/001", index + 1)
            let daysBefore = Double(photos.count - 1 - index)
            let date = newest.addingTimeInterval(-daysBefore * 86_400)
            assets.append(PHAsset(localIdentifier: identifier, image: image, creationDate: date))
        }
        return assets
    }
}
