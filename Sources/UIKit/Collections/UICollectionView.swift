import Foundation

/// A scrolling grid of items in sections, made by its data source and placed by its layout.
///
/// As with tables, the items are made when the view lays out: `reloadData()` (and setting
/// `dataSource`) asks for a layout at the next turn (at once without a clock). The cells of the
/// old items wait in a pool and come back from `dequeueReusableCell`, after `prepareForReuse()`.
open class UICollectionView: UIScrollView {
    /// Where an item ends up after scrolling to it.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The bits of the position.
        public let rawValue: UInt

        /// A position from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
    }

    /// How the items are placed.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }
    /// The object that makes the items (held weakly); setting it reloads the view.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Whether the user can select items.
    open var allowsSelection = true
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether an identifier nobody registered is answered by a storyboard prototype cell.
    package var answersIdentifiersWithPrototypes = false
    private var pool = ReusePool<UICollectionViewCell>()
    private var items: [(indexPath: IndexPath, cell: UICollectionViewCell)] = []
    private var selected: [IndexPath] = []
    private var reloadPending = false

    /// A collection view with `frame` placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view from a storyboard, with a flow layout; its prototype cells answer
    /// every identifier.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        answersIdentifiersWithPrototypes = true
    }

    /// The collection view's delegate (held weakly).
    open var delegate: UICollectionViewDelegate? {
        get { delegateStorage as? UICollectionViewDelegate }
        set { delegateStorage = newValue }
    }

    // MARK: - Cells

    /// Makes cells of `cellClass` for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        pool.registered[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// A cell for `identifier` for the item at `indexPath`: a reused one, or a new one of the
    /// registered class (or the storyboard's prototype); stops the program, as UIKit does, when
    /// nobody registered the identifier.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let reused = pool.dequeue(identifier) {
            reused.prepareForReuse()
            return reused
        }
        let frame = CGRect(origin: .zero, size: itemSize)
        if let cellClass = pool.registered[identifier] {
            let cell = cellClass.init(frame: frame)
            cell.reuseIdentifier = identifier
            return cell
        }
        guard answersIdentifiersWithPrototypes,
            let cell = StoryboardRegistry.shared.collectionCell(identifier, size: itemSize)
        else {
            fatalError(unregisteredCellMessage(identifier))
        }
        return cell
    }

    private var itemSize: CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }

    // MARK: - Items

    /// Asks for every item again at the next layout.
    open func reloadData() {
        setNeedsReload()
    }

    /// Inserts items: the view reloads.
    open func insertItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Deletes items: the view reloads.
    open func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
    /// Reloads items: the view reloads.
    open func reloadItems(at indexPaths: [IndexPath]) { reloadData() }

    /// Runs `updates`, then reloads and calls `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        MainTurn.next { completion?(true) }
    }

    private func setNeedsReload() {
        guard !reloadPending else { return }
        reloadPending = true
        MainTurn.next { [weak self] in self?.layoutItems() }
    }

    /// Lays out the items now if a reload is pending.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if reloadPending { layoutItems() }
    }

    private func layoutItems() {
        reloadPending = false
        for item in items {
            item.cell.removeFromSuperview()
            pool.enqueue(item.cell, as: item.cell.reuseIdentifier)
        }
        items = []
        guard let dataSource else { return }
        for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
            for item in 0..<max(dataSource.collectionView(self, numberOfItemsInSection: section), 0) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.isSelected = selected.contains(indexPath)
                delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                addSubview(cell)
                items.append((indexPath, cell))
            }
        }
    }

    /// How many sections the data source has.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// How many items `section` has.
    open func numberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    /// The cells of the items laid out, in order.
    open var visibleCells: [UICollectionViewCell] { items.map(\.cell) }

    /// The index paths of the items laid out.
    open var indexPathsForVisibleItems: [IndexPath] { items.map(\.indexPath) }

    /// The cell of the item at `indexPath`, if it is laid out.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        items.first { $0.indexPath == indexPath }?.cell
    }

    /// The item `cell` shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        items.first { $0.cell === cell }?.indexPath
    }

    // MARK: - Selection

    /// The selected items.
    open var indexPathsForSelectedItems: [IndexPath]? { selected }

    /// Selects an item without telling the delegate, as in UIKit.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if !allowsMultipleSelection {
            for old in selected { cellForItem(at: old)?.isSelected = false }
            selected = []
        }
        guard let indexPath else { return }
        selected.append(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects an item without telling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selected.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Scrolls so that the item shows (the playground shows every item).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Selects the item at `indexPath` as the user's tap does: the delegate may refuse it; the
    /// item selected before is deselected; then `collectionView(_:didSelectItemAt:)`. Returns
    /// whether an item was selected.
    @discardableResult
    func simulateSelection(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, cellForItem(at: indexPath) != nil,
            delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        else { return false }
        if !allowsMultipleSelection {
            for previous in selected where previous != indexPath {
                deselectItem(at: previous, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        selectionHandlers.handlers(for: .valueChanged).forEach { $0() }
        return true
    }

    /// The item the user selected last (what `selectionHandlers` report).
    package var lastSelection: IndexPath? { selected.last }

    /// Told after the user selected an item, after the delegate (RxCocoa's `rx.itemSelected`).
    package var selectionHandlers = ControlHandlers<UIControl.Event>()
}
