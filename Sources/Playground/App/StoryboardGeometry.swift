/// A rectangle as Interface Builder writes it (`<rect key="frame" x="16" y="108" width="288"
/// height="210"/>`): where a view sits in its parent, in points, as the storyboard laid it out.
public struct StoryboardRect: Equatable, Sendable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// A rectangle of these edges and sizes.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The frame of `element` (its `<rect key="frame">` child), or `nil` when it has none or its
    /// numbers do not read.
    static func frame(of element: StoryboardElement) -> StoryboardRect? {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0["key"] == "frame" }),
            let x = rect["x"].flatMap(Double.init), let y = rect["y"].flatMap(Double.init),
            let width = rect["width"].flatMap(Double.init), let height = rect["height"].flatMap(Double.init)
        else { return nil }
        return StoryboardRect(x: x, y: y, width: width, height: height)
    }
}

/// A collection view's flow layout as the storyboard sets it (`<collectionViewFlowLayout
/// key="collectionViewLayout">`); a part the file leaves out keeps UIKit's default.
public struct StoryboardFlowLayout: Equatable, Sendable {
    /// Each item's width and height.
    public var itemSize: (width: Double, height: Double)?
    /// The space between lines.
    public var minimumLineSpacing: Double?
    /// The space between the items of a line.
    public var minimumInteritemSpacing: Double?
    /// The space around each section: top, left, bottom, right.
    public var sectionInset: (top: Double, left: Double, bottom: Double, right: Double)?

    /// A layout with these parts.
    public init(
        itemSize: (width: Double, height: Double)? = nil, minimumLineSpacing: Double? = nil,
        minimumInteritemSpacing: Double? = nil,
        sectionInset: (top: Double, left: Double, bottom: Double, right: Double)? = nil
    ) {
        self.itemSize = itemSize
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.sectionInset = sectionInset
    }

    public static func == (lhs: StoryboardFlowLayout, rhs: StoryboardFlowLayout) -> Bool {
        lhs.itemSize.map { [$0.width, $0.height] } == rhs.itemSize.map { [$0.width, $0.height] }
            && lhs.minimumLineSpacing == rhs.minimumLineSpacing
            && lhs.minimumInteritemSpacing == rhs.minimumInteritemSpacing
            && lhs.sectionInset.map { [$0.top, $0.left, $0.bottom, $0.right] }
                == rhs.sectionInset.map { [$0.top, $0.left, $0.bottom, $0.right] }
    }

    /// The flow layout of the collection view `element`, or `nil` when it names none.
    static func of(_ element: StoryboardElement) -> StoryboardFlowLayout? {
        guard
            let layout = element.children.first(where: {
                $0.name == "collectionViewFlowLayout" && $0["key"] == "collectionViewLayout"
            })
        else { return nil }
        var result = StoryboardFlowLayout(
            minimumLineSpacing: layout["minimumLineSpacing"].flatMap(Double.init),
            minimumInteritemSpacing: layout["minimumInteritemSpacing"].flatMap(Double.init))
        if let size = layout.children.first(where: { $0.name == "size" && $0["key"] == "itemSize" }),
            let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init)
        {
            result.itemSize = (width, height)
        }
        // Interface Builder writes an inset as minX (left), minY (top), maxX (right), maxY (bottom).
        if let inset = layout.children.first(where: { $0.name == "inset" && $0["key"] == "sectionInset" }),
            let left = inset["minX"].flatMap(Double.init), let top = inset["minY"].flatMap(Double.init),
            let right = inset["maxX"].flatMap(Double.init), let bottom = inset["maxY"].flatMap(Double.init)
        {
            result.sectionInset = (top, left, bottom, right)
        }
        return result
    }
}
