/// The controller at the top of a scene, with the objects of its view hierarchy and navigation
/// item that code can reach, its outlets, and every segue that leaves the scene.
public struct StoryboardController: Equatable, Sendable {
    /// Which controller Interface Builder makes: the element's name.
    public var kind: StoryboardControllerKind
    /// The object id, which segues and the document's initial controller refer to.
    public var id: String
    /// The app's class for it (`customClass`), or `nil` for the plain UIKit class of `kind`.
    public var customClass: String?
    /// The module `customClass` is in, when the file names one (`customModule`).
    public var customModule: String?
    /// Its storyboard ID (`storyboardIdentifier`), the name code instantiates it by.
    public var storyboardIdentifier: String?
    /// The title of its navigation item, shown in a navigation bar above it.
    public var title: String?
    /// The outlets set on the controller when its view loads, in file order.
    public var outlets: [StoryboardOutlet]
    /// Every segue in the scene, from the controller itself or from one of its objects (each
    /// names its source), in file order.
    public var segues: [StoryboardSegue]
    /// The objects of its view hierarchy and navigation item that the reader knows, in file order
    /// (a prototype cell's contents are in the cell, not here).
    public var objects: [StoryboardObject]

    /// A controller with these parts; the lists start empty.
    public init(
        kind: StoryboardControllerKind, id: String, customClass: String? = nil, customModule: String? = nil,
        storyboardIdentifier: String? = nil, title: String? = nil, outlets: [StoryboardOutlet] = [],
        segues: [StoryboardSegue] = [], objects: [StoryboardObject] = []
    ) {
        self.kind = kind
        self.id = id
        self.customClass = customClass
        self.customModule = customModule
        self.storyboardIdentifier = storyboardIdentifier
        self.title = title
        self.outlets = outlets
        self.segues = segues
        self.objects = objects
    }

    /// The object with the object id `id`, if the controller's list has it.
    public func object(id: String) -> StoryboardObject? {
        objects.first { $0.id == id }
    }

    /// The prototype cells of all its table and collection views, in file order.
    public var prototypeCells: [StoryboardPrototypeCell] {
        objects.flatMap(\.prototypeCells)
    }
}

/// The kind of a scene's controller: the name of its element (`viewController`,
/// `navigationController`, ...). Kept as written, so a kind the reader has no name for still
/// reads.
public struct StoryboardControllerKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The element's name.
    public var rawValue: String

    /// The kind an element with this name stands for.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `UIViewController`.
    public static let viewController = StoryboardControllerKind(rawValue: "viewController")
    /// `UINavigationController`, whose root comes from a `rootViewController` relationship.
    public static let navigationController = StoryboardControllerKind(rawValue: "navigationController")
    /// `UITableViewController`, whose view is a table view.
    public static let tableViewController = StoryboardControllerKind(rawValue: "tableViewController")
    /// `UICollectionViewController`, whose view is a collection view.
    public static let collectionViewController = StoryboardControllerKind(rawValue: "collectionViewController")
    /// `UITabBarController`, whose tabs come from `viewControllers` relationships.
    public static let tabBarController = StoryboardControllerKind(rawValue: "tabBarController")

    /// The element's name.
    public var description: String { rawValue }
}
