import Interpreter
import RxLibrary

/// `UIImage(named:)` (prints as its name, so an emoji name prints as the emoji) and the book's
/// `UIImage.collage(images:size:)`.
final class UIImageObject: UIKitObject {
    let name: String

    init(name: String) {
        self.name = name
    }

    override var typeName: String { "UIImage" }
    override var printed: String { name }

    override func isEqual(to other: RuntimeObject) -> Bool {
        (other as? UIImageObject)?.name == name
    }

    static let imageType = SwiftType.library("UIImage", [])

    static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("UIImage")
        statics.addMethod("init", [Param.labeled("named", .string)], result: { _, _ in .optional(imageType) }) {
            _, arguments, site in
            _ = try UIScreenState.current(site, "UIImage")
            return .optional(.object(UIImageObject(name: try Builtins.string(arguments[0], site, 0))))
        }
        statics.addMethod("collage", [Param.labeled("images", .array(imageType)), Param.optional("size", .library("CGSize", []))],
                          result: { _, _ in imageType }) { _, arguments, site in
            _ = try UIScreenState.current(site, "UIImage")
            guard case .array(let values) = arguments[0] else { throw site.error("images must be an array of UIImage") }
            let names = try values.map { try StandIns.object($0, site, as: UIImageObject.self).name }
            return .object(UIImageObject(name: "collage of \(names.count)" + (names.isEmpty ? "" : ": " + names.joined())))
        }
        registry.instanceTable(.library("UIImage")).addProperty("name", type: { _ in .string }) { value, site in
            .string(try StandIns.object(value, site, as: UIImageObject.self).name)
        }
    }
}
