import Foundation

/// A controller whose view is a table, and the table's data source and delegate: subclasses
/// override the table's methods.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let tableStyle: UITableView.Style
    private let fromStoryboard: Bool
    /// Whether the selection is cleared when the table comes on screen again.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller with a table of `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        fromStoryboard = false
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table.
    public override init(nibName: String?, bundle: Bundle?) {
        tableStyle = .plain
        fromStoryboard = false
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A controller from a storyboard: its table's prototype cells answer every identifier.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        fromStoryboard = true
        super.init(coder: coder)
    }

    /// The table, which is the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes the table, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.answersIdentifiersWithPrototypes = fromStoryboard
        view = table
        table.dataSource = self
        table.delegate = self
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: animated)
        }
    }

    /// No rows: subclasses override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// An empty cell: subclasses that have rows override it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// One section.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No header title.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// Selects the tapped row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }

    /// Does nothing: subclasses override it.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing: subclasses override it.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// Does nothing: subclasses override it.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}

    /// The table's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    /// Does nothing: subclasses override it.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing: subclasses override it.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing: subclasses override it.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}
