import Interpreter
import RxLibrary

/// `UIAlertController(title:message:)`: presented by a controller, closed with `close()`, which
/// runs the closure `onClose`.
final class AlertObject: MockUIObject {
    let title: String
    let message: String?
    var onClose: Value = .optional(nil)

    init(title: String, message: String?) {
        self.title = title
        self.message = message
    }

    override var typeName: String { "UIAlertController" }
    override var printed: String { "UIAlertController(\(title))" }
}

enum MockAlert {
    static func register(_ registry: LibrarySet) {
        registry.staticTable("UIAlertController").addMethod(
            "init", [Param.labeled("title", .string), Param.optional("message", .optional(.string))],
            result: { _, _ in .library("UIAlertController", []) }
        ) { _, arguments, site in
            _ = try MockUIScreen.current(site, "UIAlertController")
            return .object(AlertObject(title: try Builtins.string(arguments[0], site, 0),
                                       message: try MockUI.optionalString(arguments[1], site, 1)))
        }
        let table = registry.instanceTable(.library("UIAlertController"))
        table.addProperty("onClose", type: { _ in .optional(.function([], .void)) }) { value, site in
            try MockUI.object(value, site, as: AlertObject.self).onClose
        }
        table.addSetter("onClose") { target, new, site in
            try MockUI.object(target, site, as: AlertObject.self).onClose = new
        }
        table.addProperty("isPresented", type: { _ in .bool }) { value, site in
            let alert = try MockUI.object(value, site, as: AlertObject.self)
            return .bool(try MockUIScreen.current(site, "UIAlertController").alert === alert)
        }
        table.addMethod("close", [], result: { _, _ in .void }) { receiver, _, site in
            let alert = try MockUI.object(receiver, site, as: AlertObject.self)
            let screen = try MockUIScreen.current(site, "UIAlertController")
            guard screen.alert === alert else { return .void }
            screen.alert = nil
            try MockUI.call(alert.onClose, [], site.runtime)
            try site.runtime.checkPending()
            return .void
        }
    }
}
