import Foundation
import UIKit

/// A change to the library's assets, made inside `performChanges`: creating an asset from an
/// image, deleting assets.
open class PHAssetChangeRequest: NSObject {
    private enum Change {
        case create(UIImage, PHObjectPlaceholder)
        case delete([PHAsset])
    }

    private let change: Change

    private init(_ change: Change) {
        self.change = change
        super.init()
    }

    /// The asset being created, whose identifier is known at once.
    open var placeholderForCreatedAsset: PHObjectPlaceholder? {
        if case .create(_, let placeholder) = change { return placeholder }
        return nil
    }

    /// Asks to add `image` to the library; stops the program, as Photos does, outside a change
    /// block.
    open class func creationRequestForAsset(from image: UIImage) -> PHAssetChangeRequest {
        let library = PHPhotoLibrary.shared()
        guard library.changing != nil else { fatalError(outsideChangeBlock) }
        let request = PHAssetChangeRequest(
            .create(image, PHObjectPlaceholder(localIdentifier: library.nextIdentifier())))
        library.changing?.append(request)
        return request
    }

    /// Asks to delete `assets` from the library.
    open class func deleteAssets(_ assets: [PHAsset]) {
        let library = PHPhotoLibrary.shared()
        guard library.changing != nil else { fatalError(outsideChangeBlock) }
        library.changing?.append(PHAssetChangeRequest(.delete(assets)))
    }

    /// Makes the change.
    func apply(to library: PHPhotoLibrary) {
        switch change {
        case .create(let image, let placeholder):
            library.add(PHAsset(localIdentifier: placeholder.localIdentifier, image: image, creationDate: MainTurn.now))
        case .delete(let assets):
            library.remove(assets)
        }
    }

    private static let outsideChangeBlock =
        "This method can only be called from inside of -[PHPhotoLibrary performChanges:completionHandler:] "
        + "or -[PHPhotoLibrary performChangesAndWait:error:]"
}
