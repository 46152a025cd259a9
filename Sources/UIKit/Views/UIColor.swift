import Foundation

/// A color, kept as its components; it fills rectangles in an image context.
open class UIColor: NSObject, @unchecked Sendable {
    /// Red, from 0 to 1.
    public let red: CGFloat
    /// Green, from 0 to 1.
    public let green: CGFloat
    /// Blue, from 0 to 1.
    public let blue: CGFloat
    /// Opacity, from 0 to 1.
    public let alpha: CGFloat
    private let name: String?

    /// A color of these components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        name = nil
        super.init()
    }

    /// A gray of `white` brightness.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(named name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name
        super.init()
    }

    /// The same color with another opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Makes this the fill color of the current image context (`UIRectFill`).
    open func setFill() {
        GraphicsContextStack.current?.fillColor = self
    }

    /// Makes this the stroke color of the current image context.
    open func setStroke() {}

    /// Makes this both the fill and the stroke color.
    open func set() {
        setFill()
    }

    /// The color's name, or its components.
    open override var description: String {
        name ?? "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (other.red, other.green, other.blue, other.alpha)
    }

    open override var hash: Int {
        Int(red * 255) << 24 | Int(green * 255) << 16 | Int(blue * 255) << 8 | Int(alpha * 255)
    }

    /// Black.
    public static let black = UIColor(named: "black", 0, 0, 0)
    /// White.
    public static let white = UIColor(named: "white", 1, 1, 1)
    /// Fully transparent.
    public static let clear = UIColor(named: "clear", 0, 0, 0, 0)
    /// Red.
    public static let red = UIColor(named: "red", 1, 0, 0)
    /// Green.
    public static let green = UIColor(named: "green", 0, 1, 0)
    /// Blue.
    public static let blue = UIColor(named: "blue", 0, 0, 1)
    /// Gray.
    public static let gray = UIColor(named: "gray", 0.5, 0.5, 0.5)
    /// Light gray.
    public static let lightGray = UIColor(named: "lightGray", 2.0 / 3, 2.0 / 3, 2.0 / 3)
    /// Dark gray.
    public static let darkGray = UIColor(named: "darkGray", 1.0 / 3, 1.0 / 3, 1.0 / 3)
    /// Orange.
    public static let orange = UIColor(named: "orange", 1, 0.5, 0)
    /// Yellow.
    public static let yellow = UIColor(named: "yellow", 1, 1, 0)
    /// Purple.
    public static let purple = UIColor(named: "purple", 0.5, 0, 0.5)
    /// The system's blue (the default tint).
    public static let systemBlue = UIColor(named: "systemBlue", 0, 0.48, 1)
    /// The system's red.
    public static let systemRed = UIColor(named: "systemRed", 1, 0.23, 0.19)
    /// The system's green.
    public static let systemGreen = UIColor(named: "systemGreen", 0.2, 0.78, 0.35)
    /// The background of a screen.
    public static let systemBackground = UIColor(named: "systemBackground", 1, 1, 1)
    /// The color of text.
    public static let label = UIColor(named: "label", 0, 0, 0)
}
