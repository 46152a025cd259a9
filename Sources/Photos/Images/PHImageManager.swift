import Foundation
import UIKit

/// Hands out the library's photos at the sizes asked for.
///
/// As Photos does, an opportunistic request (the default) answers twice: first, before
/// `requestImage` returns, with a small degraded image (`info[PHImageResultIsDegradedKey]` is
/// true), then, at the next turn, with the image at the requested size (false). A synchronous or
/// high-quality request answers once with the full image; a fast one once with the small image.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private let lock = NSLock()
    private var lastRequest: PHImageRequestID = 0
    private var cancelled: Set<PHImageRequestID> = []

    /// A manager of its own.
    public override init() {
        super.init()
    }

    /// The shared manager.
    open class func `default`() -> PHImageManager { shared }

    /// Asks for `asset`'s image at `targetSize`; `resultHandler` hears it (see the type's
    /// comment for when and how often).
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = lock.withLock {
            lastRequest += 1
            return lastRequest
        }
        let full = asset.image.resized(to: Self.size(of: asset.image.size, fitting: targetSize, contentMode))
        let thumbnail = CGSize(width: (full.size.width / 8).rounded(), height: (full.size.height / 8).rounded())
        let degraded = asset.image.resized(to: thumbnail)
        let answer: (UIImage, Bool) -> Void = { image, isDegraded in
            resultHandler(image, Self.info(id: id, isDegraded: isDegraded))
        }
        let mode = options?.deliveryMode ?? .opportunistic
        if options?.isSynchronous == true {
            answer(mode == .fastFormat ? degraded : full, false)
            return id
        }
        if mode == .opportunistic { answer(degraded, true) }
        MainTurn.next { [self] in
            guard !lock.withLock({ cancelled.remove(id) != nil }) else { return }
            answer(mode == .fastFormat ? degraded : full, false)
        }
        return id
    }

    /// Cancels a request: its full image does not come.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {
        _ = lock.withLock { cancelled.insert(requestID) }
    }

    /// The size of an image of `size` fitted to `target` (the image's own for the maximum size).
    static func size(of size: CGSize, fitting target: CGSize, _ contentMode: PHImageContentMode) -> CGSize {
        guard target.width > 0, target.height > 0, size.width > 0, size.height > 0 else { return size }
        let widthScale = target.width / size.width
        let heightScale = target.height / size.height
        let scale = contentMode == .aspectFill ? max(widthScale, heightScale) : min(widthScale, heightScale)
        return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
    }

    /// The `info` of an answer, under string and `NSString` keys (Swift on Linux does not take
    /// one for the other, and the book reads `info[PHImageResultIsDegradedKey as NSString]`).
    static func info(id: PHImageRequestID, isDegraded: Bool) -> [AnyHashable: Any] {
        [
            PHImageResultIsDegradedKey: isDegraded, PHImageResultIsDegradedKey as NSString: isDegraded,
            PHImageResultRequestIDKey: id, PHImageResultRequestIDKey as NSString: id,
        ]
    }
}

/// An image manager that prepares images ahead of time for assets about to show.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Whether high-quality images are cached too.
    open var allowsCachingHighQualityImages = true

    /// Starts preparing images of `assets` (they come as fast as any: the playground has no disk).
    open func startCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}

    /// Stops preparing images of `assets`.
    open func stopCachingImages(
        for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?
    ) {}

    /// Stops preparing every image.
    open func stopCachingImagesForAllAssets() {}
}
