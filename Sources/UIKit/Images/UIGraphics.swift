import Foundation

/// An image being drawn: the images drawn into it, and whether a rectangle was filled.
final class GraphicsContext {
    let size: CGSize
    let scale: CGFloat
    var fillColor: UIColor = .black
    var isFilled = false
    var drawn: [UIImage] = []

    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    func draw(_ image: UIImage, in rect: CGRect) {
        drawn.append(image)
    }

    /// The image drawn so far. One image drawn on nothing else is that picture resized (a
    /// thumbnail); anything else is a collage of the images drawn, named in order (emoji side by
    /// side, longer names such as an asset's `IMG_1907` between commas).
    var image: UIImage {
        if !isFilled, drawn.count == 1 {
            return UIImage(shows: drawn[0].shows, size: size, scale: scale)
        }
        let names = drawn.map(\.shows).joined(separator: drawn.allSatisfy { $0.shows.count == 1 } ? "" : ", ")
        return UIImage(
            shows: "collage of \(drawn.count)" + (drawn.isEmpty ? "" : ": " + names), size: size, scale: scale)
    }
}

/// The image contexts begun and not yet ended; drawing goes to the last one.
enum GraphicsContextStack {
    nonisolated(unsafe) static var contexts: [GraphicsContext] = []

    static var current: GraphicsContext? { contexts.last }
}

/// Begins drawing an image of `size` (`opaque` is not used; a `scale` of 0 is the screen's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.contexts.append(GraphicsContext(size: size, scale: scale == 0 ? UIScreen.main.scale : scale))
}

/// Begins drawing an image of `size` at a scale of 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the current context, or nil when no context was begun.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    GraphicsContextStack.current?.image
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    _ = GraphicsContextStack.contexts.popLast()
}

/// Fills `rect` of the current context with the fill color.
public func UIRectFill(_ rect: CGRect) {
    GraphicsContextStack.current?.isFilled = true
}

/// Draws images with a block, without beginning and ending a context by hand.
open class UIGraphicsImageRenderer: NSObject {
    /// The size of the images made.
    public let size: CGSize

    /// A renderer of images of `size`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A renderer of images of the size of `bounds`.
    public convenience init(bounds: CGRect) {
        self.init(size: bounds.size)
    }

    /// The image `actions` draw.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, false, 0)
        defer { UIGraphicsEndImageContext() }
        actions(UIGraphicsImageRendererContext())
        return UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    }
}

/// The context a renderer's block draws in.
open class UIGraphicsImageRendererContext: NSObject {
    /// The image drawn so far.
    open var currentImage: UIImage { UIGraphicsGetImageFromCurrentImageContext() ?? UIImage() }

    /// Fills `rect` with the fill color.
    open func fill(_ rect: CGRect) {
        UIRectFill(rect)
    }
}
