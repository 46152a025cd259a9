import Photos
import RxSwift
import UIKit

/// The photo library as a grid; each photo the user selects goes out on `selectedPhotos`, which
/// completes when the screen goes away.
class PhotosViewController: UICollectionViewController {
    private let selectedPhotosSubject = PublishSubject<UIImage>()
    var selectedPhotos: Observable<UIImage> {
        selectedPhotosSubject.asObservable()
    }

    private lazy var photos = PhotosViewController.loadPhotos()
    private lazy var imageManager = PHCachingImageManager()

    private lazy var thumbnailSize: CGSize = {
        let cellSize = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
        return CGSize(width: cellSize.width * UIScreen.main.scale, height: cellSize.height * UIScreen.main.scale)
    }()

    static func loadPhotos() -> PHFetchResult<PHAsset> {
        let options = PHFetchOptions()
        options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
        return PHAsset.fetchAssets(with: options)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedPhotosSubject.onCompleted()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let asset = photos.object(at: indexPath.item)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.representedAssetIdentifier = asset.localIdentifier
        imageManager.requestImage(
            for: asset, targetSize: thumbnailSize, contentMode: .aspectFill, options: nil,
            resultHandler: { image, _ in
                if cell.representedAssetIdentifier == asset.localIdentifier {
                    cell.imageView.image = image
                }
            })
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let asset = photos.object(at: indexPath.item)
        if let cell = collectionView.cellForItem(at: indexPath) as? PhotoCell {
            cell.flash()
        }
        imageManager.requestImage(
            for: asset, targetSize: view.frame.size, contentMode: .aspectFill, options: nil,
            resultHandler: { [weak self] image, info in
                guard let image, let info else { return }
                if let isThumbnail = info[PHImageResultIsDegradedKey] as? Bool, !isThumbnail {
                    self?.selectedPhotosSubject.onNext(image)
                }
            })
    }
}
