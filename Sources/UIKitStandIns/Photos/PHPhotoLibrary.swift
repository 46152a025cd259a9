import Foundation
import Interpreter
import RxLibrary

/// Why a save failed: Photos' error, printed as Foundation prints an `NSError` (access denied).
struct PhotosError: Swift.Error, CustomStringConvertible {
    var description: String { "Error Domain=PHPhotosErrorDomain Code=3311 \"(null)\"" }
}

/// `PHPhotoLibrary.shared()`: `performChanges(_:completionHandler:)` runs the change block and
/// then the completion on a background queue at the next turn of the virtual clock, as Photos
/// answers later on a queue of its own. `failNextSave()` (a playground convenience) makes the next
/// `performChanges` fail, for the error path.
final class PHPhotoLibraryObject: UIKitObject {
    var failsNextSave = false
    var saved = 0
    /// The change request being made, while a change block runs.
    var changing: [PHAssetChangeRequestObject]?

    override var typeName: String { "PHPhotoLibrary" }
    override var printed: String { "<PHPhotoLibrary>" }

    static func register(_ registry: LibrarySet) {
        let libraryType = SwiftType.library("PHPhotoLibrary", [])
        registry.staticTable("PHPhotoLibrary").addMethod("shared", [], result: { _, _ in libraryType }) { _, _, site in
            .object(try UIScreenState.current(site, "PHPhotoLibrary").photoLibrary)
        }
        let table = registry.instanceTable(.library("PHPhotoLibrary"))
        table.addMethod("failNextSave", [], result: { _, _ in .void }) { receiver, _, site in
            try StandIns.object(receiver, site, as: PHPhotoLibraryObject.self).failsNextSave = true
            return .void
        }
        table.addMethod("performChanges", [Param.closure(nil), Param.closure("completionHandler", optional: true)],
                        result: { _, _ in .void },
                        closures: { _, index in index == 0 ? [] : [.bool, .optional(.error)] }) { receiver, arguments, site in
            let library = try StandIns.object(receiver, site, as: PHPhotoLibraryObject.self)
            let change = try Builtins.function(arguments[0], site, 0)
            let completion = arguments[1]
            let runtime = site.runtime
            let dispatch = runtime.rx.dispatch
            let fails = library.failsNextSave
            library.failsNextSave = false
            dispatch.async(on: dispatch.global()) {
                library.changing = []
                runtime.callHandler(change, [])
                let requests = library.changing ?? []
                library.changing = nil
                if fails {
                    StandIns.call(completion, [.bool(false), .optional(.object(NativeErrorObject(PhotosError())))], runtime)
                } else {
                    library.saved += requests.count
                    StandIns.call(completion, [.bool(true), .optional(nil)], runtime)
                }
            }
            return .void
        }
        PHAssetChangeRequestObject.register(registry)
    }
}

/// `PHAssetChangeRequest.creationRequestForAsset(from:)`, only inside a change block, and its
/// `placeholderForCreatedAsset?.localIdentifier` (Photos' form: `UUID/L0/001`).
final class PHAssetChangeRequestObject: UIKitObject {
    var placeholder: PHObjectPlaceholderObject?

    init(identifier: String) {
        placeholder = PHObjectPlaceholderObject(localIdentifier: identifier)
    }

    override var typeName: String { "PHAssetChangeRequest" }

    static func register(_ registry: LibrarySet) {
        registry.staticTable("PHAssetChangeRequest").addMethod(
            "creationRequestForAsset", [Param.labeled("from", UIImageObject.imageType)],
            result: { _, _ in .library("PHAssetChangeRequest", []) }
        ) { _, arguments, site in
            let library = try UIScreenState.current(site, "PHAssetChangeRequest").photoLibrary
            _ = try StandIns.object(arguments[0], site, as: UIImageObject.self)
            guard library.changing != nil else {
                throw site.error("This method can only be called from inside of -[PHPhotoLibrary performChanges:completionHandler:] or -[PHPhotoLibrary performChangesAndWait:error:]")
            }
            let number = library.saved + (library.changing?.count ?? 0) + 1
            let identifier = String(format: "00000000-0000-0000-0000-%012X/L0/001", number)
            let request = PHAssetChangeRequestObject(identifier: identifier)
            library.changing?.append(request)
            return .object(request)
        }
        registry.instanceTable(.library("PHAssetChangeRequest")).addProperty(
            "placeholderForCreatedAsset", type: { _ in .optional(.library("PHObjectPlaceholder", [])) }
        ) { value, site in
            StandIns.optional(try StandIns.object(value, site, as: PHAssetChangeRequestObject.self).placeholder)
        }
        registry.instanceTable(.library("PHObjectPlaceholder")).addProperty("localIdentifier", type: { _ in .string }) {
            value, site in .string(try StandIns.object(value, site, as: PHObjectPlaceholderObject.self).localIdentifier)
        }
    }
}

/// The placeholder of an asset being created: its future `localIdentifier`.
final class PHObjectPlaceholderObject: UIKitObject {
    let localIdentifier: String

    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
    }

    override var typeName: String { "PHObjectPlaceholder" }
}
