import Foundation

/// How the playground fills the storyboard: scenes, outlets and their controls, actions, and
/// prototype cells. Outlets are plain stored properties once the playground removed
/// `@IBOutlet`; it registers a closure per class that connects them, which UIKit runs when a
/// controller's view loads (before `viewDidLoad`) and when a prototype cell is made (before
/// `awakeFromNib`).
///
/// ```swift
/// UIStoryboard.registerScene(MainViewController.self)
/// UIStoryboard.registerOutlets(of: MainViewController.self) { controller in
///     controller.buttonSave = UIStoryboard.makeOutlet(UIButton.self, named: "buttonSave", in: controller)
///     UIStoryboard.connectAction(controller.buttonSave) { [unowned controller] in controller.actionSave() }
/// }
/// ```
@_spi(Playground) extension UIStoryboard {
    /// Adds the scene `identifier`, made by `make` with the storyboard's coder; any storyboard
    /// name finds it unless `storyboard` is given.
    public static func registerScene(
        _ identifier: String, storyboard: String? = nil, isInitial: Bool = false,
        make: @escaping (NSCoder) -> UIViewController?
    ) {
        StoryboardRegistry.shared.addScene(identifier, storyboard: storyboard, isInitial: isInitial, make: make)
    }

    /// Adds a scene of `type`, made with `init?(coder:)`; its identifier is the class name unless
    /// given.
    public static func registerScene<Controller: UIViewController>(
        _ type: Controller.Type, identifier: String? = nil, storyboard: String? = nil, isInitial: Bool = false
    ) {
        registerScene(identifier ?? String(describing: type), storyboard: storyboard, isInitial: isInitial) {
            type.init(coder: $0)
        }
    }

    /// Registers how the outlets of `type` (and its subclasses) are connected.
    public static func registerOutlets<Owner: NSObject>(of type: Owner.Type, _ connect: @escaping (Owner) -> Void) {
        StoryboardRegistry.shared.addOutlets(of: type, connect)
    }

    /// Makes table views from storyboards answer `identifier` with cells of `cellClass`.
    public static func registerPrototype(
        _ cellClass: UITableViewCell.Type, identifier: String, style: UITableViewCell.CellStyle = .subtitle
    ) {
        StoryboardRegistry.shared.addPrototype(cellClass, identifier: identifier, style: style)
    }

    /// Makes collection views from storyboards answer `identifier` with cells of `cellClass`.
    public static func registerPrototype(_ cellClass: UICollectionViewCell.Type, identifier: String) {
        StoryboardRegistry.shared.addPrototype(cellClass, identifier: identifier)
    }

    /// Forgets every scene, outlet and prototype.
    public static func removeAllScenes() {
        StoryboardRegistry.shared.removeAll()
    }

    /// A control for the outlet `name` of `type`, made with `init?(coder:)` and placed in
    /// `owner` (a controller's view, a cell's content view, a view): a button titled after the
    /// outlet (`buttonSave` → `Save`), a text field whose placeholder is the outlet's name.
    public static func makeOutlet<View: UIView>(_ type: View.Type, named name: String, in owner: NSObject) -> View {
        let coder = StoryboardCoder()
        guard let view = type.init(coder: coder) else { fatalError("the outlet '\(name)' could not be made") }
        (view as? UIButton)?.setTitle(OutletNames.word(name), for: .normal)
        (view as? UITextField)?.placeholder = name
        container(of: owner)?.addSubview(view)
        view.awakeFromNib()
        return view
    }

    /// A bar button item for the outlet `name`, on the right of `owner`'s navigation item: the
    /// system `+` item for `…Add`, else an item titled after the outlet.
    public static func makeOutlet(_ type: UIBarButtonItem.Type, named name: String, in owner: UIViewController)
        -> UIBarButtonItem
    {
        let coder = StoryboardCoder()
        let word = OutletNames.word(name)
        if word == "Add" { coder.systemItem = .add } else { coder.title = word }
        guard let item = type.init(coder: coder) else { fatalError("the outlet '\(name)' could not be made") }
        owner.navigationItem.rightBarButtonItems = (owner.navigationItem.rightBarButtonItems ?? []) + [item]
        return item
    }

    /// Connects `control` to `action`: a button's tap, a text field's editing, a switch's change.
    public static func connectAction(_ control: UIControl, _ action: @escaping () -> Void) {
        let event: UIControl.Event =
            control is UIButton ? .touchUpInside : control is UITextField ? .editingChanged : .valueChanged
        control.addAction(UIAction { _ in action() }, for: event)
    }

    /// Connects `item` to `action`: its tap.
    public static func connectAction(_ item: UIBarButtonItem, _ action: @escaping () -> Void) {
        item.primaryAction = UIAction { _ in action() }
    }

    /// The control title the storyboard gives the outlet `name` (`buttonSave` → `Save`).
    public static func outletTitle(_ name: String) -> String {
        OutletNames.word(name)
    }

    /// The action an outlet's control is connected to, among the names of the owner's methods
    /// without parameters (`buttonSave` → `actionSave`, `saveTapped` or `savePressed`).
    public static func outletAction(_ name: String, among methods: Set<String>) -> String? {
        OutletNames.action(for: name, among: methods)
    }

    private static func container(of owner: NSObject) -> UIView? {
        switch owner {
        case let controller as UIViewController: return controller.view
        case let cell as UITableViewCell: return cell.contentView
        case let cell as UICollectionViewCell: return cell.contentView
        case let view as UIView: return view
        default: return nil
        }
    }
}
