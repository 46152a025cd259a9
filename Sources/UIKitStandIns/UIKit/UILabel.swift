import Interpreter
import RxLibrary

/// `UILabel`: `text` (nil at first), `isHidden`.
final class UILabelObject: UIKitObject {
    var text: String?

    override var typeName: String { "UILabel" }
    override var printed: String { "<UILabel: \(text.map { "\"\($0)\"" } ?? "nil")>" }

    static func register(_ registry: LibrarySet) {
        registry.staticTable("UILabel").addMethod("init", [], result: { _, _ in .library("UILabel", []) }) { _, _, site in
            .object(try UIScreenState.current(site, "UILabel").adopt(UILabelObject()))
        }
        let table = registry.instanceTable(.library("UILabel"))
        StandIns.property(table, "text", .optional(.string), of: UILabelObject.self, get: { StandIns.optional($0.text) }) {
            label, new, site in label.text = try StandIns.optionalString(new, site, 0)
        }
        StandIns.addViewProperties(table, of: UILabelObject.self)
    }
}
