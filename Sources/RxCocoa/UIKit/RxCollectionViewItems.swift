@_spi(Playground) import RxSwift
import UIKit

/// The data source of a collection view bound to a sequence of arrays (`rx.items`): the latest
/// array's elements are the items of the one section, each made by the cell factory.
final class RxCollectionViewItemsDataSource<Element>: NSObject, UICollectionViewDataSource, SectionedViewDataSourceType
{
    private let cellFactory: (UICollectionView, Int, Element) -> UICollectionViewCell
    private(set) var items: [Element]?

    init(cellFactory: @escaping (UICollectionView, Int, Element) -> UICollectionViewCell) {
        self.cellFactory = cellFactory
    }

    /// Takes the new elements and asks the collection view for its items again.
    func collectionView(_ collectionView: UICollectionView, observed elements: [Element]) {
        items = elements
        collectionView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items?.count ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard let items else { return UICollectionViewCell(frame: .zero) }
        return cellFactory(collectionView, indexPath.item, items[indexPath.item])
    }

    func model(at indexPath: IndexPath) throws -> Any {
        guard let items, items.indices.contains(indexPath.item) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return items[indexPath.item]
    }
}

extension Reactive where Base: UICollectionView {
    /// Binds arrays of elements to the items, each cell made by `cellFactory`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            bind(source, to: RxCollectionViewItemsDataSource(cellFactory: cellFactory))
        }
    }

    /// Binds arrays of elements to the items, each a dequeued cell of `cellType` that
    /// `configureCell` fills.
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                let dataSource = RxCollectionViewItemsDataSource<Sequence.Element> { collectionView, item, element in
                    let dequeued = collectionView.dequeueReusableCell(
                        withReuseIdentifier: cellIdentifier, for: IndexPath(item: item, section: 0))
                    guard let cell = dequeued as? Cell else {
                        fatalError("the cell for '\(cellIdentifier)' is a \(type(of: dequeued)), not a \(Cell.self)")
                    }
                    configureCell(item, element, cell)
                    return cell
                }
                return bind(source, to: dataSource)
            }
        }
    }

    private func bind<Sequence: Swift.Sequence, Source: ObservableType>(
        _ source: Source, to dataSource: RxCollectionViewItemsDataSource<Sequence.Element>
    ) -> Disposable where Source.Element == Sequence {
        let collectionView = base
        collectionView.dataSource = dataSource
        let subscription = source.subscribe(on: MainThreadScheduler.instance).subscribe { [weak collectionView] event in
            MainScheduler.ensureRunningOnMainThread()
            guard let collectionView else { return }
            switch event {
            case .next(let elements): dataSource.collectionView(collectionView, observed: Array(elements))
            case .error(let error): Hooks.bindingErrorHandler(error)
            case .completed: break
            }
        }
        return Disposables.create { [weak collectionView] in
            subscription.dispose()
            if collectionView?.dataSource === dataSource { collectionView?.dataSource = nil }
            _ = dataSource
        }
    }

    /// The index path of each item the user selects.
    public var itemSelected: ControlEvent<IndexPath> {
        let source = Observable<IndexPath>.create { [weak collectionView = base] observer in
            guard let collectionView else {
                observer.on(.completed)
                return Disposables.create()
            }
            let token = collectionView.selectionHandlers.add(for: .valueChanged) { [weak collectionView] in
                if let selected = collectionView?.lastSelection { observer.on(.next(selected)) }
            }
            return Disposables.create { [weak collectionView] in collectionView?.selectionHandlers.remove(token) }
        }
        return ControlEvent(events: source.take(until: deallocated))
    }

    /// The model element of each item the user selects, from the bound items.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let source = itemSelected.asObservable().flatMap { [weak view = base] indexPath -> Observable<T> in
            guard let view else { return .empty() }
            return .just(try view.rx.model(at: indexPath))
        }
        return ControlEvent(events: source)
    }

    /// The model element of the item at `indexPath`, from the bound items.
    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let dataSource = base.dataSource as? SectionedViewDataSourceType else {
            throw RxCocoaError.itemsNotYetBound(object: base)
        }
        let element = try dataSource.model(at: indexPath)
        guard let model = element as? T else { throw RxCocoaError.castingError(object: element, targetType: T.self) }
        return model
    }
}
