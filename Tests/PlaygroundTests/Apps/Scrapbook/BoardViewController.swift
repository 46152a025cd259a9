import RxRelay
import RxSwift
import UIKit

/// A board of stickers: the stamp from the app's assets, or stickers picked on the next screen.
class BoardViewController: UIViewController {
    @IBOutlet weak var board: UIImageView!

    let stickers = BehaviorRelay<[UIImage]>(value: [])
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        print("board: \(board.frame.width) x \(board.frame.height) at \(board.frame.minX), \(board.frame.minY)")
        stickers
            .subscribe(onNext: { [weak self] stickers in
                guard let self else { return }
                self.board.image = stickers.isEmpty ? nil : stickers.collage(size: self.board.frame.size)
                self.title = stickers.isEmpty ? "Scrapbook" : "\(stickers.count) stickers"
            })
            .disposed(by: bag)
    }

    @IBAction func stamp() {
        guard let stamp = UIImage(named: "Stamp.png") else { return }
        stickers.accept(stickers.value + [stamp])
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "PickSticker", let picker = segue.destination as? StickersViewController else {
            return
        }
        picker.picked
            .subscribe(onNext: { [weak self] sticker in
                guard let self else { return }
                self.stickers.accept(self.stickers.value + [sticker])
            })
            .disposed(by: bag)
    }
}
