import Foundation

/// A controller whose view is a collection view, and its data source and delegate: subclasses
/// override the collection's methods.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the collection view is made with.
    public let collectionViewLayout: UICollectionViewLayout
    private let fromStoryboard: Bool
    /// Whether the selection is cleared when the view comes on screen again.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view places items with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        fromStoryboard = false
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout.
    public override init(nibName: String?, bundle: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        fromStoryboard = false
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller from a storyboard, with a flow layout; its prototype cells answer every
    /// identifier.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        fromStoryboard = true
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Makes the collection view, with the controller as its data source and delegate.
    open override func loadView() {
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collection.answersIdentifiersWithPrototypes = fromStoryboard
        view = collection
        collection.dataSource = self
        collection.delegate = self
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// No items: subclasses override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// An empty cell: subclasses that have items override it.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Lets the user select the item.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }

    /// Does nothing: subclasses override it.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing: subclasses override it.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing: subclasses override it.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    /// Does nothing: subclasses override it.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing: subclasses override it.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing: subclasses override it.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
