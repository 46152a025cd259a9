import Interpreter
import RxLibrary

/// `UIImageView()`: the preview whose `image` the lesson sets (to a collage).
final class ImageViewObject: MockUIObject {
    var image: ImageObject?

    override var typeName: String { "UIImageView" }
    override var printed: String { "UIImageView(\(image?.name ?? "empty"))" }
}

enum MockImageView {
    static func register(_ registry: LibrarySet) {
        registry.staticTable("UIImageView").addMethod("init", [], result: { _, _ in .library("UIImageView", []) }) { _, _, site in
            let screen = try MockUIScreen.current(site, "UIImageView")
            let view = ImageViewObject()
            view.owner = screen.controllers.last
            screen.previews.append(view)
            return .object(view)
        }
        let table = registry.instanceTable(.library("UIImageView"))
        table.addProperty("image", type: { _ in .optional(MockImage.imageType) }) { value, site in
            .optional(try MockUI.object(value, site, as: ImageViewObject.self).image.map { .object($0) })
        }
        table.addSetter("image") { target, new, site in
            let view = try MockUI.object(target, site, as: ImageViewObject.self)
            if case .optional(nil) = new {
                view.image = nil
            } else {
                view.image = try MockUI.object(new, site, as: ImageObject.self)
            }
        }
    }
}
