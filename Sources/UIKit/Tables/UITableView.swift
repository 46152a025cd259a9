import Foundation

/// A scrolling list of rows in sections, made by its data source.
///
/// As in UIKit, the rows are made when the table lays out, not when the data changes:
/// `reloadData()` (and setting `dataSource`) asks for a layout at the next turn (at once without
/// a clock), which asks the data source for every row. The cells of the old rows wait in a pool
/// and come back from `dequeueReusableCell`, after `prepareForReuse()`.
open class UITableView: UIScrollView {
    /// The looks of a table.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where a row ends up after scrolling to it.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// The height UIKit computes from the content.
    public static let automaticDimension: CGFloat = -1

    /// The table's style.
    public let style: Style
    /// The height of each row.
    open var rowHeight: CGFloat = 44
    /// The estimated height of each row.
    open var estimatedRowHeight: CGFloat = 44
    /// Whether the user can select rows.
    open var allowsSelection = true
    /// The object that makes the rows (held weakly); setting it reloads the table.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }
    /// Whether an identifier nobody registered is answered by a storyboard prototype cell (a table
    /// from a storyboard).
    package var answersIdentifiersWithPrototypes = false
    private var pool = ReusePool<UITableViewCell>()
    private var rows: [(indexPath: IndexPath, cell: UITableViewCell)] = []
    private var selected: IndexPath?
    private var reloadPending = false

    /// A table of `style` with `frame`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table with `frame`.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// A table from a storyboard: its prototype cells answer every identifier.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        answersIdentifiersWithPrototypes = true
    }

    /// The table's delegate (held weakly).
    open var delegate: UITableViewDelegate? {
        get { delegateStorage as? UITableViewDelegate }
        set { delegateStorage = newValue }
    }

    // MARK: - Cells

    /// Makes cells of `cellClass` for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        pool.registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell for `identifier`: a reused one, or a new one of the registered class (or the
    /// storyboard's prototype); nil when nobody registered the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let reused = pool.dequeue(identifier) {
            reused.prepareForReuse()
            return reused
        }
        if let cellClass = pool.registered[identifier] {
            return cellClass.init(style: .default, reuseIdentifier: identifier)
        }
        guard answersIdentifiersWithPrototypes else { return nil }
        return StoryboardRegistry.shared.tableCell(identifier)
    }

    /// A cell for `identifier` for the row at `indexPath`; stops the program, as UIKit does,
    /// when nobody registered the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(unregisteredCellMessage(identifier))
        }
        return cell
    }

    // MARK: - Rows

    /// Asks for every row again at the next layout.
    open func reloadData() {
        setNeedsReload()
    }

    /// Inserts rows: the table reloads.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Deletes rows: the table reloads.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Reloads rows: the table reloads.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
    /// Starts a group of updates.
    open func beginUpdates() {}
    /// Ends a group of updates: the table reloads.
    open func endUpdates() { reloadData() }

    /// Runs `updates`, then reloads and calls `completion`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        reloadData()
        MainTurn.next { completion?(true) }
    }

    private func setNeedsReload() {
        guard !reloadPending else { return }
        reloadPending = true
        MainTurn.next { [weak self] in self?.layoutRows() }
    }

    /// Lays out the rows now if a reload is pending.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if reloadPending { layoutRows() }
    }

    private func layoutRows() {
        reloadPending = false
        for row in rows {
            row.cell.removeFromSuperview()
            pool.enqueue(row.cell, as: row.cell.reuseIdentifier)
        }
        rows = []
        guard let dataSource else { return }
        for section in 0..<max(dataSource.numberOfSections(in: self), 0) {
            for row in 0..<max(dataSource.tableView(self, numberOfRowsInSection: section), 0) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.isSelected = indexPath == selected
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                addSubview(cell)
                rows.append((indexPath, cell))
            }
        }
        contentSize = CGSize(width: frame.width, height: CGFloat(rows.count) * rowHeight)
    }

    /// How many sections the data source has.
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// How many rows `section` has.
    open func numberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The cells of the rows laid out, in order.
    open var visibleCells: [UITableViewCell] { rows.map(\.cell) }

    /// The index paths of the rows laid out.
    open var indexPathsForVisibleRows: [IndexPath]? { rows.map(\.indexPath) }

    /// The cell of the row at `indexPath`, if it is laid out.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rows.first { $0.indexPath == indexPath }?.cell
    }

    /// The row `cell` shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        rows.first { $0.cell === cell }?.indexPath
    }

    // MARK: - Selection

    /// The selected row.
    open var indexPathForSelectedRow: IndexPath? { selected }

    /// Selects a row without telling the delegate, as in UIKit.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let selected { cellForRow(at: selected)?.setSelected(false, animated: animated) }
        selected = indexPath
        if let indexPath { cellForRow(at: indexPath)?.setSelected(true, animated: animated) }
    }

    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selected == indexPath else { return }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
        selected = nil
    }

    /// Scrolls so that the row shows (the playground shows every row).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Selects the row at `indexPath` as the user's tap does: the delegate may redirect or refuse
    /// it; the row selected before is deselected; then `tableView(_:didSelectRowAt:)`. Returns
    /// whether a row was selected.
    @discardableResult
    func simulateSelection(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, cellForRow(at: indexPath) != nil else { return false }
        let answer: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = answer else { return false }
        if let previous = selected, previous != target {
            deselectRow(at: previous, animated: false)
            delegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        selectionHandlers.handlers(for: .valueChanged).forEach { $0() }
        return true
    }

    /// Told after the user selected a row, after the delegate (RxCocoa's `rx.itemSelected`).
    package var selectionHandlers = ControlHandlers<UIControl.Event>()

    /// How rows animate when they change.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle, automatic
    }
}
