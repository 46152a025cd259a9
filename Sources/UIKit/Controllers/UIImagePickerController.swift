import Foundation

/// What an image picker tells its delegate.
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image; `info` holds it under `.originalImage`.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing: the method is optional (UIKit would dismiss the picker).
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Does nothing: the method is optional (UIKit would dismiss the picker).
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The system's photo picker, a controller to present. Its `delegate` adopts
/// `UIImagePickerControllerDelegate` and `UINavigationControllerDelegate`; dismissing the picker
/// is the delegate's job.
///
/// UIKit has no call for the user's choice, so the playground adds `pick(_:)` and `cancel()`.
open class UIImagePickerController: UINavigationController {
    /// Where the picker picks from.
    public enum SourceType: Int, Sendable {
        case photoLibrary, camera, savedPhotosAlbum
    }

    /// The keys of the `info` a picked image comes with.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name, as UIKit spells it.
        public let rawValue: String

        /// A key from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The type of the media (`public.image`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image as picked.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the user's editing.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The rectangle the user cropped.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// Where the image file is.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Where the picker picks from (the photo library at first).
    open var sourceType: SourceType = .photoLibrary
    /// Whether the user may crop the picked image.
    open var allowsEditing = false

    /// The picker's delegate (held weakly).
    open var delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        get { delegateStorage as? UIImagePickerControllerDelegate & UINavigationControllerDelegate }
        set { delegateStorage = newValue }
    }

    /// Whether `sourceType` is available (the camera is not, in the playground).
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The title the picker shows for its source.
    override var displayTitle: String? { sourceType == .camera ? "Camera" : "Photos" }

    /// Picks `image` as the user does: the delegate hears
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image under
    /// `.originalImage` (and `.editedImage` when editing is allowed). A playground convenience;
    /// nothing happens without an image or while the picker is not presented.
    open func pick(_ image: UIImage?) {
        guard let image, presentingStorage != nil else { return }
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing { info[.editedImage] = image }
        (delegateStorage as? UIImagePickerControllerDelegate)?.imagePickerController(
            self, didFinishPickingMediaWithInfo: info)
    }

    /// Cancels as the user does: the delegate hears `imagePickerControllerDidCancel(_:)`.
    open func cancel() {
        guard presentingStorage != nil else { return }
        (delegateStorage as? UIImagePickerControllerDelegate)?.imagePickerControllerDidCancel(self)
    }
}

/// The key of the picked image in Swift 4.1 and before.
@available(*, deprecated, renamed: "UIImagePickerController.InfoKey.originalImage")
public let UIImagePickerControllerOriginalImage = UIImagePickerController.InfoKey.originalImage

/// The key of the edited image in Swift 4.1 and before.
@available(*, deprecated, renamed: "UIImagePickerController.InfoKey.editedImage")
public let UIImagePickerControllerEditedImage = UIImagePickerController.InfoKey.editedImage

/// The key of the media type in Swift 4.1 and before.
@available(*, deprecated, renamed: "UIImagePickerController.InfoKey.mediaType")
public let UIImagePickerControllerMediaType = UIImagePickerController.InfoKey.mediaType
