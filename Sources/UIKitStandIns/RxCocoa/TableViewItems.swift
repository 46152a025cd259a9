import Interpreter
import RxLibrary
import RxSwift

/// `tableView.rx.items` (a cell factory `{ tableView, row, element in … return cell }`) and
/// `tableView.rx.items(cellIdentifier:cellType:)` (a configurator `{ row, element, cell in … }`),
/// bound with `bind(to:) { … }`. As in UIKit, cells are made when the table lays out: at the next
/// turn of the main queue after the elements change.
final class TableItemsObject: RuntimeObject {
    let tableView: UITableViewObject
    let cellIdentifier: String?

    init(_ tableView: UITableViewObject, cellIdentifier: String?) {
        self.tableView = tableView
        self.cellIdentifier = cellIdentifier
    }

    var type: SwiftType { .library("TableViewItems", []) }
    var family: MemberFamily { .library("TableViewItems") }
    var printed: String { "(Function)" }

    /// Makes the rows for `elements` with `closure`.
    func layOut(_ elements: [Value], _ closure: Function, _ site: CallSite) throws {
        var cells: [UITableViewCellObject] = []
        for (row, element) in elements.enumerated() {
            if let cellIdentifier {
                let cell = try tableView.dequeue(cellIdentifier, site)
                _ = try closure.call([.int(row), element, .object(cell)], site.runtime)
                cells.append(cell)
            } else {
                let made = try closure.call([.object(tableView), .int(row), element], site.runtime)
                cells.append(try StandIns.object(made, site, as: UITableViewCellObject.self))
            }
        }
        tableView.cells = cells
    }

    static func register(reactive: MemberTable, observable: MemberTable) {
        reactive.addProperty("items", type: { _ in .library("TableViewItems", []) }) { value, site in
            .object(TableItemsObject(try ReactiveObject.base(value, "items", site, as: UITableViewObject.self), cellIdentifier: nil))
        }
        reactive.addMethod("items", [Param.labeled("cellIdentifier", .string), Param.optional("cellType")],
                           result: { _, _ in .library("TableViewItems", []) }) { receiver, arguments, site in
            .object(TableItemsObject(try ReactiveObject.base(receiver, "items", site, as: UITableViewObject.self),
                                     cellIdentifier: try Builtins.string(arguments[0], site, 0)))
        }
        let cell = SwiftType.library("UITableViewCell", [])
        observable.addMethod("bind", [Param.labeled("to", .library("TableViewItems", [])), Param.closure("curriedArgument")],
                             result: { _, _ in .library("Disposable", []) },
                             closures: { type, _ in
                                 let element = type.firstArgument.firstArgument
                                 return [.library("UITableView", []), .int, element, cell]
                             }) { receiver, arguments, site in
            let items = try StandIns.object(arguments[0], site, as: TableItemsObject.self, 0)
            let closure = try Builtins.function(arguments[1], site, 1)
            return try bind(receiver, items, closure, site)
        }
    }

    /// Subscribes the table to `receiver`: each array of elements becomes the rows at the next turn.
    static func bind(_ receiver: Value, _ items: TableItemsObject, _ closure: Function, _ site: CallSite) throws -> Value {
        let runtime = site.runtime
        let dispatch = runtime.rx.dispatch
        var pending: [Value]?
        let observer = BinderObject(elementType: .unknown, scheduler: runtime.rx.mainScheduler, runtime: runtime) { value in
            guard case .array(let elements) = value else { return }
            let wasPending = pending != nil
            pending = elements
            guard !wasPending else { return }
            dispatch.async(on: dispatch.main) {
                guard let elements = pending else { return }
                pending = nil
                do {
                    try items.layOut(elements, closure, site)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                } catch {
                    runtime.fail(site.error("\(error)"))
                }
            }
        }
        return try Subscribing.bind(receiver, to: [.object(observer)], site)
    }
}
