import RxRelay
import RxSwift
import UIKit

/// The collage screen: the photos picked so far, as one preview image.
class MainViewController: UIViewController {
    @IBOutlet weak var imagePreview: UIImageView!
    @IBOutlet weak var buttonClear: UIButton!
    @IBOutlet weak var buttonSave: UIButton!
    @IBOutlet weak var itemAdd: UIBarButtonItem!

    private let bag = DisposeBag()
    let images = BehaviorRelay<[UIImage]>(value: [])

    override func viewDidLoad() {
        super.viewDidLoad()
        print("main: viewDidLoad")
        images
            .subscribe(onNext: { [weak self] photos in
                self?.show(photos)
            })
            .disposed(by: bag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("main: viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("main: viewDidAppear")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let photos = segue.destination as? PhotosViewController else { return }
        photos.selectedPhotos
            .subscribe(
                onNext: { [weak self] photo in
                    guard let self else { return }
                    self.images.accept(self.images.value + [photo])
                },
                onDisposed: {
                    print("completed photo selection")
                }
            )
            .disposed(by: bag)
    }

    @IBAction func actionClear() {
        images.accept([])
    }

    @IBAction func actionSave(_ sender: UIButton) {
        print("saving from the button '\(sender.currentTitle ?? "")'")
        guard let collage = imagePreview.image else { return }
        LibraryWriter.store(collage)
            .subscribe(
                onSuccess: { [weak self] identifier in
                    self?.tell("Saved", identifier)
                },
                onFailure: { [weak self] error in
                    self?.tell("Not saved", error.localizedDescription)
                }
            )
            .disposed(by: bag)
    }

    private func tell(_ title: String, _ message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Close", style: .default) { _ in print("closed the alert") })
        present(alert, animated: true)
    }

    private func show(_ photos: [UIImage]) {
        buttonSave.isEnabled = photos.count > 0 && photos.count % 2 == 0
        buttonClear.isEnabled = photos.count > 0
        itemAdd.isEnabled = photos.count < 6
        title = photos.count > 0 ? "\(photos.count) photos" : "Collage"
        imagePreview.image = photos.isEmpty ? nil : UIImage.tiles(of: photos, filling: imagePreview.frame.size)
    }
}
