import Foundation

/// The phone's screen: 390 × 844 points at 3 pixels per point.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen the app runs on.
    public static let main = UIScreen()

    /// The screen's rectangle in points.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3
    /// The scale of the physical display.
    public let nativeScale: CGFloat = 3

    /// The screen's rectangle in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }
}
