import Foundation

/// Cells waiting to be reused, by reuse identifier, and the classes registered for identifiers.
struct ReusePool<Cell: AnyObject> {
    private var waiting: [String: [Cell]] = [:]
    /// The cell class registered for each identifier.
    var registered: [String: Cell.Type] = [:]

    /// Keeps `cell` for reuse under `identifier`.
    mutating func enqueue(_ cell: Cell, as identifier: String?) {
        guard let identifier else { return }
        waiting[identifier, default: []].append(cell)
    }

    /// A waiting cell for `identifier`, the first one enqueued.
    mutating func dequeue(_ identifier: String) -> Cell? {
        guard var cells = waiting[identifier], !cells.isEmpty else { return nil }
        let cell = cells.removeFirst()
        waiting[identifier] = cells
        return cell
    }
}

/// UIKit's words when a cell is asked for an identifier nobody registered.
func unregisteredCellMessage(_ identifier: String) -> String {
    "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
        + "or connect a prototype cell in a storyboard"
}
