@_spi(Playground) import RxSwift
import UIKit

/// The data source of a table bound to a sequence of arrays (`rx.items`): the latest array's
/// elements are the rows of the one section, each made by the cell factory.
final class RxTableViewItemsDataSource<Element>: NSObject, UITableViewDataSource, SectionedViewDataSourceType {
    private let cellFactory: (UITableView, Int, Element) -> UITableViewCell
    private(set) var items: [Element]?

    init(cellFactory: @escaping (UITableView, Int, Element) -> UITableViewCell) {
        self.cellFactory = cellFactory
    }

    /// Takes the new elements and asks the table for its rows again.
    func tableView(_ tableView: UITableView, observed elements: [Element]) {
        items = elements
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items?.count ?? 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let items else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return cellFactory(tableView, indexPath.row, items[indexPath.row])
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard let items, items.indices.contains(indexPath.row) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.row]
    }
}

extension Reactive where Base: UITableView {
    /// Binds arrays of elements to the rows, each cell made by `cellFactory`:
    /// `items.bind(to: tableView.rx.items) { tableView, row, element in … return cell }`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            bind(source, to: RxTableViewItemsDataSource(cellFactory: cellFactory))
        }
    }

    /// Binds arrays of elements to the rows, each a dequeued cell of `cellType` that
    /// `configureCell` fills:
    /// `items.bind(to: tableView.rx.items(cellIdentifier: "Cell")) { row, element, cell in … }`.
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                let dataSource = RxTableViewItemsDataSource<Sequence.Element> { tableView, row, element in
                    let dequeued = tableView.dequeueReusableCell(
                        withIdentifier: cellIdentifier, for: IndexPath(row: row, section: 0))
                    guard let cell = dequeued as? Cell else {
                        fatalError("the cell for '\(cellIdentifier)' is a \(type(of: dequeued)), not a \(Cell.self)")
                    }
                    configureCell(row, element, cell)
                    return cell
                }
                return bind(source, to: dataSource)
            }
        }
    }

    /// Makes `dataSource` the table's data source while `source` is bound: each array replaces
    /// the rows; disposing the binding takes the data source away (the table empties).
    private func bind<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source, to dataSource: RxTableViewItemsDataSource<Sequence.Element>
    ) -> Disposable where Source.Element == Sequence {
        let tableView = base
        tableView.dataSource = dataSource
        // The subscription itself is what the caller holds (a bag), so `:subs` sees who holds it.
        return source.subscribe(on: MainThreadScheduler.instance)
            // As RxCocoa's: the source ending must not end the binding and release the data source.
            .concat(Observable<Sequence>.never())
            .do(onDispose: { [weak tableView] in
                // The table holds its data source weakly: the binding keeps it until now.
                if tableView?.dataSource === dataSource { tableView?.dataSource = nil }
            })
            .subscribe { [weak tableView] event in
                MainScheduler.ensureRunningOnMainThread()
                guard let tableView else { return }
                switch event {
                case .next(let elements): dataSource.tableView(tableView, observed: Array(elements))
                case .error(let error): Hooks.bindingErrorHandler(error)
                case .completed: break
                }
            }
    }

    /// The index path of each row the user selects.
    public var itemSelected: ControlEvent<IndexPath> {
        let source = Observable<IndexPath>.create { [weak tableView = base] observer in
            guard let tableView else {
                observer.on(.completed)
                return Disposables.create()
            }
            let token = tableView.selectionHandlers.add(for: .valueChanged) { [weak tableView] in
                if let selected = tableView?.indexPathForSelectedRow { observer.on(.next(selected)) }
            }
            return Disposables.create { [weak tableView] in tableView?.selectionHandlers.remove(token) }
        }
        return ControlEvent(events: source.take(until: deallocated))
    }

    /// The model element of each row the user selects, from the bound items.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let source = itemSelected.asObservable().flatMap { [weak view = base] indexPath -> Observable<T> in
            guard let view else { return .empty() }
            return .just(try view.rx.model(at: indexPath))
        }
        return ControlEvent(events: source)
    }

    /// The model element of the row at `indexPath`, from the bound items.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let dataSource = base.dataSource as? SectionedViewDataSourceType else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        let element = try dataSource.model(at: indexPath)
        guard let model = element as? T else { throw RxCocoaError.castingError(object: element, targetType: T.self) }
        return model
    }
}
