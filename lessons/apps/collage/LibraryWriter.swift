import Photos
import RxSwift
import UIKit

/// Puts an image into the photo library; the single answers with the new photo's identifier.
enum LibraryWriter {
    struct NothingSaved: Error {}

    static func store(_ image: UIImage) -> Single<String> {
        Single.create { answer in
            var identifier: String?
            PHPhotoLibrary.shared().performChanges(
                {
                    identifier = PHAssetChangeRequest.creationRequestForAsset(from: image)
                        .placeholderForCreatedAsset?.localIdentifier
                },
                completionHandler: { done, error in
                    DispatchQueue.main.async {
                        if done, let identifier {
                            answer(.success(identifier))
                        } else {
                            answer(.failure(error ?? NothingSaved()))
                        }
                    }
                })
            return Disposables.create()
        }
    }
}
