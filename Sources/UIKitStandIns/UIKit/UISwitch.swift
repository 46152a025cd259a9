import Interpreter
import RxLibrary

/// `UISwitch`: `isOn` (off at first), `setOn(_:animated:)`, `isEnabled`; the user's flip is
/// `isOn = …` then `sendActions(for: .valueChanged)`.
final class UISwitchObject: UIControlObject {
    var isOn = false
    var isOnProperty: ControlPropertyObject?

    override var typeName: String { "UISwitch" }
    override var printed: String { "<UISwitch: \(isOn ? "on" : "off")>" }

    static func register(_ registry: LibrarySet, control: MemberTable) {
        registry.staticTable("UISwitch").addMethod("init", [], result: { _, _ in .library("UISwitch", []) }) { _, _, site in
            .object(try UIScreenState.current(site, "UISwitch").adopt(UISwitchObject()))
        }
        let table = registry.instanceTable(.library("UISwitch"), parent: control)
        StandIns.property(table, "isOn", .bool, of: UISwitchObject.self, get: { .bool($0.isOn) }) { toggle, new, site in
            toggle.isOn = try Builtins.bool(new, site, 0)
        }
        table.addMethod("setOn", [Param.positional(.bool), Param.labeled("animated", .bool)], result: { _, _ in .void }) {
            receiver, arguments, site in
            try StandIns.object(receiver, site, as: UISwitchObject.self).isOn = try Builtins.bool(arguments[0], site, 0)
            return .void
        }
    }
}
