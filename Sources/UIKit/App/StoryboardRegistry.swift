import Foundation

/// The playground's storyboard: scenes by identifier, the outlets each class has, and the
/// prototype cells of tables and collections. The playground fills it (`Playground` SPI on
/// `UIStoryboard`) from a project's storyboard or from the learner's classes.
final class StoryboardRegistry: @unchecked Sendable {
    /// The registry learner code reads.
    static let shared = StoryboardRegistry()

    private struct Scene {
        let storyboard: String?
        let make: (NSCoder) -> UIViewController?
    }

    private let lock = NSRecursiveLock()
    private var scenes: [String: Scene] = [:]
    private var initialScenes: [String: String] = [:]
    private var outlets: [(owner: AnyClass, connect: (NSObject) -> Void)] = []
    private var tablePrototypes: [String: (type: UITableViewCell.Type, style: UITableViewCell.CellStyle)] = [:]
    private var collectionPrototypes: [String: UICollectionViewCell.Type] = [:]
    /// What a project's storyboard puts in each scene's view (by scene) and in each prototype
    /// cell (by reuse identifier): its objects, outlets, actions and segues.
    private var sceneContents: [String: (UIViewController) -> Void] = [:]
    private var cellContents: [String: (UIView) -> Void] = [:]

    // MARK: - Filling

    func addScene(
        _ identifier: String, storyboard: String?, isInitial: Bool, make: @escaping (NSCoder) -> UIViewController?
    ) {
        lock.withLock {
            scenes[identifier] = Scene(storyboard: storyboard, make: make)
            if isInitial { initialScenes[storyboard ?? ""] = identifier }
        }
    }

    func addOutlets<Owner: NSObject>(of type: Owner.Type, _ connect: @escaping (Owner) -> Void) {
        lock.withLock {
            outlets.append((type, { object in if let owner = object as? Owner { connect(owner) } }))
        }
    }

    func addSceneContents(_ identifier: String, _ connect: @escaping (UIViewController) -> Void) {
        lock.withLock { sceneContents[identifier] = connect }
    }

    func addCellContents(_ reuseIdentifier: String, _ connect: @escaping (UIView) -> Void) {
        lock.withLock { cellContents[reuseIdentifier] = connect }
    }

    func addPrototype(_ type: UITableViewCell.Type, identifier: String, style: UITableViewCell.CellStyle) {
        lock.withLock { tablePrototypes[identifier] = (type, style) }
    }

    func addPrototype(_ type: UICollectionViewCell.Type, identifier: String) {
        lock.withLock { collectionPrototypes[identifier] = type }
    }

    func removeAll() {
        lock.withLock {
            scenes = [:]
            initialScenes = [:]
            outlets = []
            tablePrototypes = [:]
            collectionPrototypes = [:]
            sceneContents = [:]
            cellContents = [:]
        }
    }

    // MARK: - Making

    func instantiate(_ identifier: String, in storyboard: UIStoryboard) -> UIViewController? {
        guard let scene = lock.withLock({ scenes[identifier] }),
            scene.storyboard == nil || scene.storyboard == storyboard.name
        else { return nil }
        let coder = StoryboardCoder()
        coder.storyboard = storyboard
        let made = scene.make(coder)
        made?.storyboard = storyboard
        made?.sceneIdentifier = made?.sceneIdentifier ?? identifier
        return made
    }

    func instantiateInitial(in storyboard: UIStoryboard) -> UIViewController? {
        guard let identifier = lock.withLock({ initialScenes[storyboard.name] ?? initialScenes[""] }) else {
            return nil
        }
        return instantiate(identifier, in: storyboard)
    }

    /// Connects the outlets registered for `object`'s class and its superclasses, in the order
    /// they were registered.
    func connectOutlets(of object: NSObject) {
        if let controller = object as? UIViewController, let scene = controller.sceneIdentifier,
            let contents = lock.withLock({ sceneContents[scene] })
        {
            contents(controller)
        }
        if let cell = object as? UIView, let identifier = Self.reuseIdentifier(of: cell),
            let contents = lock.withLock({ cellContents[identifier] })
        {
            contents(cell)
        }
        for entry in lock.withLock({ outlets }) {
            entry.connect(object)
        }
    }

    private static func reuseIdentifier(of cell: UIView) -> String? {
        (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionViewCell)?.reuseIdentifier
    }

    /// A new cell of the table prototype `identifier` (a subtitle-style cell when the playground
    /// registered none): made with `init?(coder:)`, outlets connected, then `awakeFromNib()`.
    func tableCell(_ identifier: String) -> UITableViewCell? {
        let prototype = lock.withLock { tablePrototypes[identifier] }
        let coder = StoryboardCoder()
        coder.reuseIdentifier = identifier
        coder.cellStyle = prototype?.style ?? .subtitle
        guard let cell = (prototype?.type ?? UITableViewCell.self).init(coder: coder) else { return nil }
        connectOutlets(of: cell)
        cell.awakeFromNib()
        return cell
    }

    /// A new cell of the collection prototype `identifier`, as `tableCell`.
    func collectionCell(_ identifier: String, size: CGSize) -> UICollectionViewCell? {
        let type = lock.withLock { collectionPrototypes[identifier] } ?? UICollectionViewCell.self
        let coder = StoryboardCoder()
        coder.reuseIdentifier = identifier
        coder.frame = CGRect(origin: .zero, size: size)
        guard let cell = type.init(coder: coder) else { return nil }
        connectOutlets(of: cell)
        cell.awakeFromNib()
        return cell
    }
}
