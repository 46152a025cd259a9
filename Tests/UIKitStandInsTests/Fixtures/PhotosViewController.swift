import UIKit
import Photos
import RxSwift

class PhotosViewController: UIViewController {

  // MARK: public properties
  var selectedPhotos: Observable<UIImage> {
    return selectedPhotosSubject.asObservable()
  }

  // MARK: private properties
  private let selectedPhotosSubject = PublishSubject<UIImage>()

  // MARK: View Controller
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Add photos"
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    selectedPhotosSubject.onCompleted()
  }

  // MARK: Selecting photos
  // Stands for collectionView(_:didSelectItemAt:): the image manager hands over the full-size
  // image of the tapped cell.
  func didSelect(_ image: UIImage) {
    selectedPhotosSubject.onNext(image)
  }
}
