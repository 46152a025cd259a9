import Foundation

/// How a collection view places its items.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout places items for.
    public internal(set) weak var collectionView: UICollectionView?

    /// A layout not yet given to a collection view.
    public override init() {
        super.init()
    }

    /// Asks for the layout to be computed again.
    open func invalidateLayout() {}
}

/// Items in lines of cells of `itemSize`, wrapping to the next line.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the lines run.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The size of each item (50 × 50 points, as in UIKit).
    open var itemSize = CGSize(width: 50, height: 50)
    /// The size the cells estimate for themselves (zero: none).
    open var estimatedItemSize = CGSize.zero
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10
    /// The space between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10
    /// The space around each section.
    open var sectionInset = UIEdgeInsets.zero
    /// The direction the lines run.
    open var scrollDirection = ScrollDirection.vertical
}
