import Interpreter
import RxLibrary

/// Why the mock photo library did not save.
enum PhotoLibraryError: Swift.Error, CustomStringConvertible {
    case couldNotSave

    var description: String { "couldNotSave" }
}

/// `PhotoLibrary.shared`: `save(_:completion:)` calls back with a new asset id, or with
/// `PhotoLibraryError.couldNotSave` while `failsToSave` is true.
final class PhotoLibraryObject: MockUIObject {
    var failsToSave = false
    var saved = 0

    override var typeName: String { "PhotoLibrary" }
    override var printed: String { "PhotoLibrary(\(saved) saved)" }
}

enum MockPhotoLibrary {
    static func register(_ registry: LibrarySet) {
        registry.staticTable("PhotoLibrary").addProperty("shared", type: { _ in .library("PhotoLibrary", []) }) { _, site in
            .object(try MockUIScreen.current(site, "PhotoLibrary").library)
        }
        // Setting a member of the shared library writes back through `shared`: only the same object may come back.
        registry.staticTable("PhotoLibrary").addSetter("shared") { _, new, site in
            guard case .object(let object) = new, object === site.runtime.libraries.state(UIKitStandIns.self)?.screenState.library else {
                throw site.error("cannot assign to property: 'shared' is a get-only property")
            }
        }
        let table = registry.instanceTable(.library("PhotoLibrary"))
        table.addProperty("failsToSave", type: { _ in .bool }) { value, site in
            .bool(try MockUI.object(value, site, as: PhotoLibraryObject.self).failsToSave)
        }
        table.addSetter("failsToSave") { target, new, site in
            try MockUI.object(target, site, as: PhotoLibraryObject.self).failsToSave = try Builtins.bool(new, site, 0)
        }
        table.addMethod("save", [Param.positional(MockImage.imageType), Param.closure("completion")],
                        result: { _, _ in .void },
                        closures: { _, _ in [.optional(.string), .optional(.error)] }) { receiver, arguments, site in
            let library = try MockUI.object(receiver, site, as: PhotoLibraryObject.self)
            _ = try MockUI.object(arguments[0], site, as: ImageObject.self)
            let completion = try Builtins.function(arguments[1], site, 1)
            if library.failsToSave {
                _ = try completion.call([.optional(nil), .optional(.object(NativeErrorObject(PhotoLibraryError.couldNotSave)))],
                                        site.runtime)
            } else {
                library.saved += 1
                _ = try completion.call([.optional(.string("asset-\(library.saved)")), .optional(nil)], site.runtime)
            }
            try site.runtime.checkPending()
            return .void
        }
    }
}
