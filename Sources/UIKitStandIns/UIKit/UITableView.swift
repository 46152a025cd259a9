import Interpreter
import RxLibrary

/// `UITableView` and `UITableViewCell`: `register(_:forCellReuseIdentifier:)`,
/// `dequeueReusableCell(withIdentifier:)` (nil for an identifier nobody registered, as in UIKit),
/// cells with `textLabel` and `detailTextLabel`. The rows a binding made show on screen.
final class UITableViewObject: UIKitObject {
    var registered: Set<String> = []
    var cells: [UITableViewCellObject] = []
    /// Whether the table came from a storyboard scene (an outlet), whose prototype cells (in the
    /// subtitle style) answer every identifier.
    var hasStoryboardPrototypes = false

    override var typeName: String { "UITableView" }

    /// Each row as the screen shows it: the text, then the detail after a dash.
    var rowTexts: [String] {
        cells.map { cell in
            let text = cell.textLabel?.text ?? ""
            guard let detail = cell.detailTextLabel?.text else { return text }
            return text + " — " + detail
        }
    }

    /// A cell for `identifier`, or the error UIKit stops with when nobody registered it.
    func dequeue(_ identifier: String, _ site: CallSite) throws -> UITableViewCellObject {
        if hasStoryboardPrototypes, !registered.contains(identifier) {
            return UITableViewCellObject(style: "subtitle", reuseIdentifier: identifier)
        }
        guard registered.contains(identifier) else {
            throw site.error("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return UITableViewCellObject(style: "default", reuseIdentifier: identifier)
    }

    static func register(_ registry: LibrarySet) {
        let cellType = SwiftType.library("UITableViewCell", [])
        registry.staticTable("UITableView").addMethod("init", [], result: { _, _ in .library("UITableView", []) }) { _, _, site in
            .object(try UIScreenState.current(site, "UITableView").adopt(UITableViewObject()))
        }
        let table = registry.instanceTable(.library("UITableView"))
        table.addMethod("register", [Param.positional(), Param.labeled("forCellReuseIdentifier", .string)],
                        result: { _, _ in .void }) { receiver, arguments, site in
            let tableView = try StandIns.object(receiver, site, as: UITableViewObject.self)
            tableView.registered.insert(try Builtins.string(arguments[1], site, 1))
            return .void
        }
        table.addMethod("dequeueReusableCell", [Param.labeled("withIdentifier", .string)], result: { _, _ in .optional(cellType) }) {
            receiver, arguments, site in
            let tableView = try StandIns.object(receiver, site, as: UITableViewObject.self)
            let identifier = try Builtins.string(arguments[0], site, 0)
            guard tableView.registered.contains(identifier) || tableView.hasStoryboardPrototypes else { return .optional(nil) }
            return .optional(.object(try tableView.dequeue(identifier, site)))
        }
        table.addProperty("numberOfRows", type: { _ in .int }) { value, site in
            .int(try StandIns.object(value, site, as: UITableViewObject.self).cells.count)
        }
        StandIns.addViewProperties(table, of: UITableViewObject.self)
        UITableViewCellObject.register(registry)
    }
}

/// A table row's cell: a `textLabel` (and a `detailTextLabel` in the subtitle and value styles).
final class UITableViewCellObject: UIKitObject {
    let textLabel: UILabelObject?
    let detailTextLabel: UILabelObject?
    let reuseIdentifier: String?

    init(style: String, reuseIdentifier: String?) {
        textLabel = UILabelObject()
        detailTextLabel = style == "default" ? nil : UILabelObject()
        self.reuseIdentifier = reuseIdentifier
    }

    override var typeName: String { "UITableViewCell" }

    static func register(_ registry: LibrarySet) {
        let styles = registry.staticTable("UITableViewCell.CellStyle")
        for name in ["default", "subtitle", "value1", "value2"] {
            styles.addProperty(name, type: { _ in .library("UITableViewCell.CellStyle", []) }) { _, _ in .string(name) }
        }
        registry.staticTable("UITableViewCell").addMethod(
            "init", [Param.labeled("style", .library("UITableViewCell.CellStyle", [])), Param.labeled("reuseIdentifier", .optional(.string))],
            result: { _, _ in .library("UITableViewCell", []) }
        ) { _, arguments, site in
            .object(UITableViewCellObject(style: try Builtins.string(arguments[0], site, 0),
                                          reuseIdentifier: try StandIns.optionalString(arguments[1], site, 1)))
        }
        let table = registry.instanceTable(.library("UITableViewCell"))
        let label = SwiftType.optional(.library("UILabel", []))
        StandIns.property(table, "textLabel", label, of: UITableViewCellObject.self) { StandIns.optional($0.textLabel) }
        StandIns.property(table, "detailTextLabel", label, of: UITableViewCellObject.self) { StandIns.optional($0.detailTextLabel) }
        StandIns.property(table, "reuseIdentifier", .optional(.string), of: UITableViewCellObject.self) {
            StandIns.optional($0.reuseIdentifier)
        }
    }
}
