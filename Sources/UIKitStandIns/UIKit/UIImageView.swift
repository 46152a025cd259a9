import Interpreter
import RxLibrary

/// `UIImageView()` / `UIImageView(image:)`: the preview whose `image` is set, with a `frame`.
final class UIImageViewObject: UIKitObject {
    var image: UIImageObject?
    var frame = CGGeometryObject.rect(0, 0, 0, 0)

    override var typeName: String { "UIImageView" }
    override var printed: String { "<UIImageView: \(image?.name ?? "nil")>" }

    static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("UIImageView")
        statics.addMethod("init", [], result: { _, _ in .library("UIImageView", []) }) { _, _, site in
            .object(try UIScreenState.current(site, "UIImageView").adopt(UIImageViewObject()))
        }
        statics.addMethod("init", [Param.labeled("image", .optional(UIImageObject.imageType))],
                          result: { _, _ in .library("UIImageView", []) }) { _, arguments, site in
            let view = try UIScreenState.current(site, "UIImageView").adopt(UIImageViewObject())
            view.image = try StandIns.optionalObject(arguments[0], site, as: UIImageObject.self)
            return .object(view)
        }
        let table = registry.instanceTable(.library("UIImageView"))
        StandIns.property(table, "image", .optional(UIImageObject.imageType), of: UIImageViewObject.self,
                          get: { StandIns.optional($0.image) }) { view, new, site in
            view.image = try StandIns.optionalObject(new, site, as: UIImageObject.self)
        }
        StandIns.property(table, "frame", .library("CGRect", []), of: UIImageViewObject.self, get: { .object($0.frame) }) {
            view, new, site in view.frame = try StandIns.object(new, site, as: CGGeometryObject.self)
        }
        StandIns.addViewProperties(table, of: UIImageViewObject.self)
    }
}
