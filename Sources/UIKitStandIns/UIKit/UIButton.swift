import Interpreter
import RxLibrary

/// `UIButton`: a title per control state (`setTitle(_:for:)`, `title(for:)`, `currentTitle`),
/// `isEnabled`, `isHidden`; `sendActions(for: .touchUpInside)` taps it; `rx.tap`.
final class UIButtonObject: UIControlObject {
    /// Titles by state name (`normal`, `highlighted`, `disabled`, `selected`).
    var titles: [String: String] = [:]
    /// `rx.tap`, made once so that it keeps one lane on the timeline.
    var tap: ControlEventObject?

    override var typeName: String { "UIButton" }
    override var printed: String { "<UIButton: \(currentTitle.map { "\"\($0)\"" } ?? "nil")>" }

    /// The title for a state: UIKit falls back to the normal state's title.
    func title(for state: String) -> String? { titles[state] ?? titles["normal"] }

    /// The title shown now.
    var currentTitle: String? { title(for: isEnabled ? "normal" : "disabled") }

    static func register(_ registry: LibrarySet, control: MemberTable) {
        let stateType = SwiftType.library("UIControl.State", [])
        let states = registry.staticTable("UIControl.State")
        for name in ["normal", "highlighted", "disabled", "selected", "focused"] {
            states.addProperty(name, type: { _ in stateType }) { _, _ in .string(name) }
        }
        let buttonTypes = registry.staticTable("UIButton.ButtonType")
        for name in ["system", "custom", "detailDisclosure", "contactAdd", "close"] {
            buttonTypes.addProperty(name, type: { _ in .library("UIButton.ButtonType", []) }) { _, _ in .string(name) }
        }
        let statics = registry.staticTable("UIButton")
        let make: (CallSite) throws -> UIButtonObject = { site in
            try UIScreenState.current(site, "UIButton").adopt(UIButtonObject())
        }
        statics.addMethod("init", [], result: { _, _ in .library("UIButton", []) }) { _, _, site in .object(try make(site)) }
        statics.addMethod("init", [Param.labeled("type", .library("UIButton.ButtonType", []))],
                          result: { _, _ in .library("UIButton", []) }) { _, _, site in .object(try make(site)) }
        // A playground convenience: UIKit's way is `UIButton(type: .system)` and `setTitle(_:for:)`.
        statics.addMethod("init", [Param.labeled("title", .optional(.string))], result: { _, _ in .library("UIButton", []) }) {
            _, arguments, site in
            let button = try make(site)
            button.titles["normal"] = try StandIns.optionalString(arguments[0], site, 0)
            return .object(button)
        }
        let table = registry.instanceTable(.library("UIButton"), parent: control)
        table.addMethod("setTitle", [Param.positional(.optional(.string)), Param.labeled("for", stateType)],
                        result: { _, _ in .void }) { receiver, arguments, site in
            let button = try StandIns.object(receiver, site, as: UIButtonObject.self)
            let state = try Builtins.string(arguments[1], site, 1)
            button.titles[state] = try StandIns.optionalString(arguments[0], site, 0)
            return .void
        }
        table.addMethod("title", [Param.labeled("for", stateType)], result: { _, _ in .optional(.string) }) {
            receiver, arguments, site in
            let button = try StandIns.object(receiver, site, as: UIButtonObject.self)
            return StandIns.optional(button.title(for: try Builtins.string(arguments[0], site, 0)))
        }
        StandIns.property(table, "currentTitle", .optional(.string), of: UIButtonObject.self) { StandIns.optional($0.currentTitle) }
    }
}
