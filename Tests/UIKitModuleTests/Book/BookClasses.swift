// The collage chapter's classes and the repo-form post's, as learners write them, after the
// playground removed `@IBOutlet` and `@IBAction`.
import Photos
import PlaygroundSupport
import RxCocoa
import RxRelay
import RxSwift
import UIKit

class MainViewController: UIViewController {
  weak var imagePreview: UIImageView!
  weak var buttonClear: UIButton!
  weak var buttonSave: UIButton!
  weak var itemAdd: UIBarButtonItem!

  private let bag = DisposeBag()
  private let images = BehaviorRelay<[UIImage]>(value: [])

  override func viewDidLoad() {
    super.viewDidLoad()
    images
      .subscribe(onNext: { [weak imagePreview] photos in
        guard let preview = imagePreview else { return }
        preview.image = UIImage.collage(images: photos, size: preview.frame.size)
      })
      .disposed(by: bag)
    images
      .subscribe(onNext: { [weak self] photos in
        self?.updateUI(photos: photos)
      })
      .disposed(by: bag)
  }

  func actionClear() {
    images.accept([])
  }

  func actionSave() {
    guard let image = imagePreview.image else { return }
    PhotoWriter.save(image)
      .asSingle()
      .subscribe(onSuccess: { [weak self] id in
        self?.showMessage("Saved with id: \(id)")
        self?.actionClear()
      }, onFailure: { [weak self] error in
        self?.showMessage("Error", description: error.localizedDescription)
      })
      .disposed(by: bag)
  }

  func actionAdd() {
    let photosViewController = storyboard!.instantiateViewController(
      withIdentifier: "PhotosViewController") as! PhotosViewController
    photosViewController.selectedPhotos
      .subscribe(onNext: { [weak self] newImage in
          guard let images = self?.images else { return }
          images.accept(images.value + [newImage])
        }, onDisposed: {
          print("Completed photo selection")
        })
      .disposed(by: bag)
    navigationController!.pushViewController(photosViewController, animated: true)
  }

  private func updateUI(photos: [UIImage]) {
    buttonSave.isEnabled = photos.count > 0 && photos.count % 2 == 0
    buttonClear.isEnabled = photos.count > 0
    itemAdd.isEnabled = photos.count < 6
    title = photos.count > 0 ? "\(photos.count) photos" : "Collage"
  }

  func showMessage(_ title: String, description: String? = nil) {
    alert(title: title, text: description)
      .subscribe()
      .disposed(by: bag)
  }
}

extension UIViewController {
  func alert(title: String, text: String?) -> Completable {
    return Completable.create(subscribe: { [weak self] completable in
      let alertVC = UIAlertController(title: title, message: text, preferredStyle: .alert)
      let close = UIAlertAction(title: "Close", style: .default, handler: { _ in
        completable(.completed)
      })
      alertVC.addAction(close)
      self?.present(alertVC, animated: true, completion: nil)
      return Disposables.create {
        self?.dismiss(animated: true, completion: nil)
      }
    })
  }
}

class PhotoWriter {
  enum Errors: Error {
    case couldNotSavePhoto
  }

  static func save(_ image: UIImage) -> Observable<String> {
    return Observable.create({ observer in
      var savedAssetId: String?
      PHPhotoLibrary.shared().performChanges({
        let request = PHAssetChangeRequest.creationRequestForAsset(from: image)
        savedAssetId = request.placeholderForCreatedAsset?.localIdentifier
      }, completionHandler: { success, error in
        DispatchQueue.main.async {
          if success, let id = savedAssetId {
            observer.onNext(id)
            observer.onCompleted()
          } else {
            observer.onError(Errors.couldNotSavePhoto)
          }
        }
      })
      return Disposables.create()
    })
  }
}

/// A cell of the photo grid: a thumbnail, and the asset it is showing.
class PhotoCell: UICollectionViewCell {
  var imageView: UIImageView!
  var assetIdentifier: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
    assetIdentifier = nil
  }

  func blink() {
    imageView.alpha = 0.3
    UIView.animate(withDuration: 0.3) { self.imageView.alpha = 1 }
  }
}

/// The grid of the library's photos; a tap sends the full-size photo on `selectedPhotos`.
class PhotosViewController: UICollectionViewController {
  private let selectedPhotosSubject = PublishSubject<UIImage>()
  var selectedPhotos: Observable<UIImage> { selectedPhotosSubject.asObservable() }

  private let manager = PHCachingImageManager()
  private lazy var assets: PHFetchResult<PHAsset> = {
    let options = PHFetchOptions()
    options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
    return PHAsset.fetchAssets(with: options)
  }()

  private var cellPixels: CGSize {
    let points = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 80, height: 80)
    return CGSize(width: points.width * UIScreen.main.scale, height: points.height * UIScreen.main.scale)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Add photos"
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    selectedPhotosSubject.onCompleted()
  }

  override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    assets.count
  }

  override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as? PhotoCell else {
      fatalError("the storyboard's PhotoCell is a PhotoCell")
    }
    let asset = assets[indexPath.item]
    cell.assetIdentifier = asset.localIdentifier
    manager.requestImage(for: asset, targetSize: cellPixels, contentMode: .aspectFill, options: nil) { image, _ in
      guard cell.assetIdentifier == asset.localIdentifier else { return }
      cell.imageView.image = image
    }
    return cell
  }

  override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    (collectionView.cellForItem(at: indexPath) as? PhotoCell)?.blink()
    manager.requestImage(for: assets[indexPath.item], targetSize: view.bounds.size, contentMode: .aspectFit, options: nil) {
      [weak self] image, info in
      // Photos answers twice: a quick degraded thumbnail, then the real image.
      let degraded = (info?[PHImageResultIsDegradedKey as NSString] as? Bool) ?? false
      if let image, !degraded { self?.selectedPhotosSubject.onNext(image) }
    }
  }
}

struct Repo {
  let id: Int
  let name: String
  let language: String

  init(_ id: Int, _ name: String, _ language: String) {
    self.id = id
    self.name = name
    self.language = language
  }
}

private let initialRepos = [
  Repo(1, "EasyAnimation", "Swift"),
  Repo(2, "Unbox", "Swift"),
  Repo(3, "RxSwift", "Swift")
]

class PresentViewController: UIViewController {
  weak var tableView: UITableView!
  weak var addButton: UIBarButtonItem!

  private let bag = DisposeBag()
  private let repos = BehaviorRelay<[Repo]>(value: initialRepos)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Repos"
    bindUI()
  }

  func bindUI() {
    repos.asObservable()
      .bind(to: tableView.rx.items) { (tableView, row, repo) in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
        cell.textLabel!.text = repo.name
        cell.detailTextLabel?.text = repo.language
        return cell
      }
      .disposed(by: bag)

    navigationItem.rightBarButtonItem!.rx.tap
      .throttle(.milliseconds(500), latest: false, scheduler: MainScheduler.instance)
      .flatMapFirst { [weak self] _ -> Observable<Repo> in
        if let addVC = self?.storyboard?.instantiateViewController(withIdentifier: "NewRepoViewController") as? NewRepoViewController {
          self?.navigationController?.pushViewController(addVC, animated: true)
          return addVC.repoObservable
        }
        return Observable.never()
      }
      .subscribe(onNext: { [weak self] repo in
        guard let repos = self?.repos else { return }
        repos.accept(repos.value + [repo])
        _ = self?.navigationController?.popViewController(animated: true)
      })
      .disposed(by: bag)
  }
}

class NewRepoViewController: UIViewController {
  weak var id: UITextField!
  weak var name: UITextField!
  weak var language: UITextField!
  weak var saveButton: UIBarButtonItem!

  private let bag = DisposeBag()
  private let repo = PublishSubject<Repo>()

  lazy var repoObservable: Observable<Repo> = {
    return self.repo.asObservable()
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "New repo"
    bindUI()
  }

  func bindUI() {
    let currentRepo = Observable.combineLatest(id.rx.text, name.rx.text, language.rx.text) { id, name, lang -> Repo? in
      guard let id = id, let idInt = Int(id),
        let name = name, name.count > 1,
        let lang = lang, lang.count > 0 else {
          return nil
      }
      return Repo(idInt, name, lang)
      }
      .share(replay: 1)

    currentRepo
      .map { $0 != nil }
      .bind(to: saveButton.rx.isEnabled)
      .disposed(by: bag)

    saveButton.rx.tap
      .withLatestFrom(currentRepo)
      .subscribe(onNext: { [weak self] repo in
        if let repo = repo {
          self?.repo.onNext(repo)
          self?.repo.onCompleted()
        }
      })
      .disposed(by: bag)
  }
}

