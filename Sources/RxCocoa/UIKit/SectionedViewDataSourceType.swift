import Foundation

/// A data source that knows the model element of each of its rows or items.
public protocol SectionedViewDataSourceType {
    /// The model element at `indexPath`.
    func model(at indexPath: IndexPath) throws -> Any
}
