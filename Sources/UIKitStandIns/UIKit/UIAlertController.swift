import Interpreter
import RxLibrary

/// `UIAlertController(title:message:preferredStyle:)` with `UIAlertAction(title:style:handler:)`
/// and `addAction`. UIKit has no public way to tap an alert's button, so the playground adds
/// `tapButton(_:)`: the alert is dismissed, then the action's handler runs, as when the user taps it.
final class UIAlertControllerObject: UIViewControllerObject {
    var message: String?
    var style = "alert"
    var actions: [UIAlertActionObject] = []

    override var typeName: String { "UIAlertController" }

    static func registerAlert(_ registry: LibrarySet) {
        let styles = registry.staticTable("UIAlertController.Style")
        for name in ["alert", "actionSheet"] {
            styles.addProperty(name, type: { _ in .library("UIAlertController.Style", []) }) { _, _ in .string(name) }
        }
        let actionStyles = registry.staticTable("UIAlertAction.Style")
        for name in ["default", "cancel", "destructive"] {
            actionStyles.addProperty(name, type: { _ in .library("UIAlertAction.Style", []) }) { _, _ in .string(name) }
        }
        registry.staticTable("UIAlertController").addMethod(
            "init", [Param.labeled("title", .optional(.string)), Param.labeled("message", .optional(.string)),
                     Param.labeled("preferredStyle", .library("UIAlertController.Style", []))],
            result: { _, _ in .library("UIAlertController", []) }
        ) { _, arguments, site in
            _ = try UIScreenState.current(site, "UIAlertController")
            let alert = UIAlertControllerObject()
            alert.title = try StandIns.optionalString(arguments[0], site, 0)
            alert.message = try StandIns.optionalString(arguments[1], site, 1)
            alert.style = try Builtins.string(arguments[2], site, 2)
            return .object(alert)
        }
        registry.staticTable("UIAlertAction").addMethod(
            "init", [Param.labeled("title", .optional(.string)), Param.labeled("style", .library("UIAlertAction.Style", [])),
                     Param.closure("handler", optional: true)],
            result: { _, _ in .library("UIAlertAction", []) }, closures: { _, _ in [.library("UIAlertAction", [])] }
        ) { _, arguments, site in
            .object(UIAlertActionObject(title: try StandIns.optionalString(arguments[0], site, 0),
                                        style: try Builtins.string(arguments[1], site, 1), handler: arguments[2]))
        }
        let actionTable = registry.instanceTable(.library("UIAlertAction"))
        StandIns.property(actionTable, "title", .optional(.string), of: UIAlertActionObject.self) { StandIns.optional($0.title) }
        StandIns.property(actionTable, "isEnabled", .bool, of: UIAlertActionObject.self, get: { .bool($0.isEnabled) }) {
            action, new, site in action.isEnabled = try Builtins.bool(new, site, 0)
        }
        let table = registry.instanceTable(.library("UIAlertController"),
                                           parent: registry.instanceTable(.library("UIViewController")))
        StandIns.property(table, "message", .optional(.string), of: UIAlertControllerObject.self, get: { StandIns.optional($0.message) }) {
            alert, new, site in alert.message = try StandIns.optionalString(new, site, 0)
        }
        StandIns.property(table, "actions", .array(.library("UIAlertAction", [])), of: UIAlertControllerObject.self) {
            .array($0.actions.map { .object($0) })
        }
        table.addMethod("addAction", [Param.positional(.library("UIAlertAction", []))], result: { _, _ in .void }) {
            receiver, arguments, site in
            let alert = try StandIns.object(receiver, site, as: UIAlertControllerObject.self)
            alert.actions.append(try StandIns.object(arguments[0], site, as: UIAlertActionObject.self))
            return .void
        }
        table.addMethod("tapButton", [Param.positional(.string)], result: { _, _ in .void }) { receiver, arguments, site in
            let alert = try StandIns.object(receiver, site, as: UIAlertControllerObject.self)
            let title = try Builtins.string(arguments[0], site, 0)
            guard let action = alert.actions.first(where: { $0.title == title }) else {
                throw site.error("the alert has no button '\(title)'; its buttons: \(alert.actions.map { "'\($0.title ?? "")'" }.joined(separator: ", "))")
            }
            guard action.isEnabled else { return .void }
            if let presenter = alert.presenting {
                presenter.presented = nil
                alert.presenting = nil
                alert.disappear(animated: true, site.runtime)
            }
            StandIns.call(action.handler, [.object(action)], site.runtime)
            try site.runtime.checkPending()
            return .void
        }
    }
}

/// A button of an alert: its title, style and handler.
final class UIAlertActionObject: UIKitObject {
    let title: String?
    let style: String
    let handler: Value
    var isEnabled = true

    init(title: String?, style: String, handler: Value) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    override var typeName: String { "UIAlertAction" }
}
