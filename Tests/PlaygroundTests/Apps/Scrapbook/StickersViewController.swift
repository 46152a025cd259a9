import RxSwift
import UIKit

/// A sheet of emoji stickers; a tap picks one.
class StickersViewController: UICollectionViewController {
    private let names = ["🌋", "🌊", "🌃"]
    private let pickedSubject = PublishSubject<UIImage>()
    var picked: Observable<UIImage> { pickedSubject.asObservable() }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let layout = collectionViewLayout as? UICollectionViewFlowLayout {
            let inset = layout.sectionInset
            print(
                "stickers: \(layout.itemSize.width) x \(layout.itemSize.height), lines \(layout.minimumLineSpacing) apart, "
                    + "items \(layout.minimumInteritemSpacing), inset \(inset.top) \(inset.left) \(inset.bottom) \(inset.right)")
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pickedSubject.onCompleted()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        names.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sticker", for: indexPath)
        (cell as? StickerCell)?.picture.image = UIImage(named: names[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let sticker = UIImage(named: names[indexPath.item]) else { return }
        pickedSubject.onNext(sticker)
    }
}

/// One sticker of the sheet.
class StickerCell: UICollectionViewCell {
    @IBOutlet var picture: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        print("sticker cell: \(picture.frame.width) x \(picture.frame.height)")
    }
}
