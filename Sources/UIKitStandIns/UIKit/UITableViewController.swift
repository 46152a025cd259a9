import Interpreter
import RxLibrary

/// `UITableViewController`: a controller whose view is a table, `tableView` (with a storyboard's
/// prototype cells). Learner classes subclass it as they subclass `UIViewController`.
final class UITableViewControllerObject: UIViewControllerObject {
    let tableView = UITableViewObject()

    override init() {
        super.init()
        tableView.owner = self
        tableView.hasStoryboardPrototypes = true
    }

    override var typeName: String { "UITableViewController" }

    /// A new controller, on the screen of the running interpreter.
    static func make(_ site: CallSite) throws -> UITableViewControllerObject {
        let screen = try UIScreenState.current(site, "UITableViewController")
        let controller = UITableViewControllerObject()
        screen.controllers.append(controller)
        screen.views.append(controller.tableView)
        return controller
    }

    static func registerTableController(_ registry: LibrarySet) {
        let type = SwiftType.library("UITableViewController", [])
        registry.staticTable("UITableViewController").addMethod("init", [], result: { _, _ in type }) { _, _, site in
            .object(try make(site))
        }
        let table = registry.instanceTable(.library("UITableViewController"),
                                           parent: registry.instanceTable(.library("UIViewController")))
        StandIns.property(table, "tableView", .library("UITableView", []), of: UITableViewControllerObject.self) {
            .object($0.tableView)
        }
        registry.classes["UITableViewController"] = LibraryClass(type: type) { site in try make(site) }
    }
}
