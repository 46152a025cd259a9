import Interpreter
import RxLibrary

/// `UITextField`: `text` (UIKit gives "" for no text), `placeholder`, `isEnabled`, `isHidden`.
/// Setting `text` sends no event, as in UIKit; a test types by setting `text` and then calling
/// `sendActions(for: .editingChanged)`.
final class UITextFieldObject: UIControlObject {
    private var storedText = ""
    var placeholder: String?
    var textProperty: ControlPropertyObject?

    override var typeName: String { "UITextField" }
    override var printed: String { "<UITextField: \"\(storedText)\">" }

    /// UIKit's `text` of a field is never nil: setting nil gives "".
    var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }

    static func register(_ registry: LibrarySet, control: MemberTable) {
        let fieldType = SwiftType.library("UITextField", [])
        let statics = registry.staticTable("UITextField")
        statics.addMethod("init", [], result: { _, _ in fieldType }) { _, _, site in
            .object(try UIScreenState.current(site, "UITextField").adopt(UITextFieldObject()))
        }
        // A playground convenience: UIKit's way is `UITextField()` and then `placeholder = …`.
        statics.addMethod("init", [Param.labeled("placeholder", .optional(.string))], result: { _, _ in fieldType }) {
            _, arguments, site in
            let field = try UIScreenState.current(site, "UITextField").adopt(UITextFieldObject())
            field.placeholder = try StandIns.optionalString(arguments[0], site, 0)
            return .object(field)
        }
        let table = registry.instanceTable(.library("UITextField"), parent: control)
        StandIns.property(table, "text", .optional(.string), of: UITextFieldObject.self, get: { StandIns.optional($0.text) }) {
            field, new, site in field.text = try StandIns.optionalString(new, site, 0)
        }
        StandIns.property(table, "placeholder", .optional(.string), of: UITextFieldObject.self,
                          get: { StandIns.optional($0.placeholder) }) { field, new, site in
            field.placeholder = try StandIns.optionalString(new, site, 0)
        }
    }
}
