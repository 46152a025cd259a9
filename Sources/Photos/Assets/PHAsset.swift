import Foundation
import UIKit

/// What an asset holds.
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0, image, video, audio
}

/// A photo of the library.
open class PHAsset: PHObject {
    /// The photo itself.
    let image: UIImage
    /// When the photo was taken.
    public let creationDate: Date?
    /// When the photo was last changed.
    public let modificationDate: Date?
    /// Whether the user marked the photo as a favorite.
    public internal(set) var isFavorite = false

    init(localIdentifier: String, image: UIImage, creationDate: Date) {
        self.image = image
        self.creationDate = creationDate
        modificationDate = creationDate
        super.init(localIdentifier: localIdentifier)
    }

    /// What the asset holds (photos only, here).
    public var mediaType: PHAssetMediaType { .image }
    /// The width in pixels.
    public var pixelWidth: Int { Int(image.size.width) }
    /// The height in pixels.
    public var pixelHeight: Int { Int(image.size.height) }
    /// The length of a video (0 for a photo).
    public var duration: TimeInterval { 0 }

    /// The creation date for sorting (`NSSortDescriptor(key: "creationDate", …)`).
    var creationDateForSorting: Date { creationDate ?? .distantPast }

    /// The library's photos, as `options` filter and sort them (newest last by default).
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHFetchResult(options.map { $0.apply(to: PHPhotoLibrary.shared().assets) } ?? PHPhotoLibrary.shared().assets)
    }

    /// The library's assets of `mediaType`.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let all = fetchAssets(with: options)
        return PHFetchResult(all.objects.filter { $0.mediaType == mediaType })
    }

    /// The assets with these identifiers.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?)
        -> PHFetchResult<PHAsset>
    {
        let all = fetchAssets(with: options)
        return PHFetchResult(all.objects.filter { identifiers.contains($0.localIdentifier) })
    }
}
