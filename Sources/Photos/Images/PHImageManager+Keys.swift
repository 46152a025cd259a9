import Foundation

/// Identifies an image request.
public typealias PHImageRequestID = Int32

/// No request.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// The size that asks for the image as large as it is.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// The `info` key telling whether the image is a low-quality placeholder (a `Bool`).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// The `info` key of the request's identifier.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// The `info` key telling whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// The `info` key of an error.
public let PHImageErrorKey = "PHImageErrorKey"
/// The `info` key telling whether the image is in iCloud only.
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// How an image fits the requested size.
public enum PHImageContentMode: Int, Sendable {
    case aspectFit = 0, aspectFill = 1
    /// Fits, as `aspectFit`.
    public static let `default` = PHImageContentMode.aspectFit
}

/// How an image request delivers.
open class PHImageRequestOptions: NSObject {
    /// Which images a request delivers.
    public enum DeliveryMode: Int, Sendable {
        case opportunistic = 0, highQualityFormat, fastFormat
    }

    /// How images are resized.
    public enum ResizeMode: Int, Sendable {
        case none = 0, fast, exact
    }

    /// Which images the request delivers (a placeholder, then the full image, by default).
    open var deliveryMode = DeliveryMode.opportunistic
    /// How the image is resized.
    open var resizeMode = ResizeMode.fast
    /// Whether the request answers before it returns, once, with the full image.
    open var isSynchronous = false
    /// Whether the image may be downloaded from iCloud.
    open var isNetworkAccessAllowed = false

    /// The default options.
    public override init() {
        super.init()
    }
}
