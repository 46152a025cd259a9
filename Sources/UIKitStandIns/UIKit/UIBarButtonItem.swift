import Interpreter
import RxLibrary

/// `UIBarButtonItem(title:style:target:action:)` and `(barButtonSystemItem:target:action:)`:
/// `title`, `isEnabled`, `rx.tap`. UIKit has no public way to tap one, so the playground adds
/// `tap()`, which does what the user's tap does (nothing while it is disabled).
final class UIBarButtonItemObject: UIKitObject {
    var title: String?
    var systemItem: String?
    var isEnabled = true
    /// Who `rx.tap` tells: the item's single target and action, as in UIKit.
    var onTap: (() -> Void)?
    var tap: ControlEventObject?

    override var typeName: String { "UIBarButtonItem" }
    override var printed: String { "<UIBarButtonItem: \(displayTitle.map { "\"\($0)\"" } ?? "nil")>" }

    /// What the bar shows: the title, or the system item's symbol.
    var displayTitle: String? {
        if let title { return title }
        switch systemItem {
        case "add": return "+"
        case "done": return "Done"
        case "cancel": return "Cancel"
        case "save": return "Save"
        case "edit": return "Edit"
        case "trash": return "🗑"
        case "refresh": return "↻"
        default: return systemItem
        }
    }

    static func register(_ registry: LibrarySet) {
        let itemType = SwiftType.library("UIBarButtonItem", [])
        let styles = registry.staticTable("UIBarButtonItem.Style")
        for name in ["plain", "done", "bordered"] {
            styles.addProperty(name, type: { _ in .library("UIBarButtonItem.Style", []) }) { _, _ in .string(name) }
        }
        let systemItems = registry.staticTable("UIBarButtonItem.SystemItem")
        for name in ["add", "done", "cancel", "save", "edit", "trash", "refresh", "action", "compose", "reply", "search"] {
            systemItems.addProperty(name, type: { _ in .library("UIBarButtonItem.SystemItem", []) }) { _, _ in .string(name) }
        }
        let statics = registry.staticTable("UIBarButtonItem")
        let make: (CallSite, String?, String?) throws -> Value = { site, title, system in
            let item = try UIScreenState.current(site, "UIBarButtonItem").adopt(UIBarButtonItemObject())
            item.title = title
            item.systemItem = system
            return .object(item)
        }
        statics.addMethod("init", [Param.labeled("title", .optional(.string)), Param.labeled("style", .library("UIBarButtonItem.Style", [])),
                                   Param.labeled("target"), Param.labeled("action")], result: { _, _ in itemType }) {
            _, arguments, site in try make(site, try StandIns.optionalString(arguments[0], site, 0), nil)
        }
        statics.addMethod("init", [Param.labeled("barButtonSystemItem", .library("UIBarButtonItem.SystemItem", [])),
                                   Param.labeled("target"), Param.labeled("action")], result: { _, _ in itemType }) {
            _, arguments, site in try make(site, nil, try Builtins.string(arguments[0], site, 0))
        }
        // A playground convenience, as `UIButton(title:)`.
        statics.addMethod("init", [Param.labeled("title", .optional(.string))], result: { _, _ in itemType }) {
            _, arguments, site in try make(site, try StandIns.optionalString(arguments[0], site, 0), nil)
        }
        let table = registry.instanceTable(.library("UIBarButtonItem"))
        StandIns.property(table, "title", .optional(.string), of: UIBarButtonItemObject.self, get: { StandIns.optional($0.title) }) {
            item, new, site in item.title = try StandIns.optionalString(new, site, 0)
        }
        StandIns.property(table, "isEnabled", .bool, of: UIBarButtonItemObject.self, get: { .bool($0.isEnabled) }) {
            item, new, site in item.isEnabled = try Builtins.bool(new, site, 0)
        }
        table.addMethod("tap", [], result: { _, _ in .void }) { receiver, _, site in
            let item = try StandIns.object(receiver, site, as: UIBarButtonItemObject.self)
            guard item.isEnabled else {
                site.runtime.write("(\(item.displayTitle ?? "the item") is disabled: the tap does nothing)\n")
                return .void
            }
            try site.runtime.checkPending()
            item.onTap?()
            try site.runtime.checkPending()
            return .void
        }
    }
}
