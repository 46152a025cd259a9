import Foundation

/// How the playground builds a project's storyboard (`rxplay app`): what each scene's view and
/// each prototype cell holds, made when UIKit makes them (a controller's view loading, before
/// `viewDidLoad`; a cell dequeued, before `awakeFromNib`), and the segues that leave a scene.
///
/// ```swift
/// UIStoryboard.registerScene(MainViewController.self, identifier: "Main", storyboard: "Main", isInitial: true)
/// UIStoryboard.registerSceneContents("Main") { controller in
///     let clear = UIStoryboard.makeObject(UIButton.self, in: controller.view)
///     clear.setTitle("Clear", for: .normal)
/// }
/// ```
@_spi(Playground) extension UIStoryboard {
    /// Runs `connect` on each controller made from the scene `identifier` when its view loads.
    public static func registerSceneContents(_ identifier: String, _ connect: @escaping (UIViewController) -> Void) {
        StoryboardRegistry.shared.addSceneContents(identifier, connect)
    }

    /// Runs `connect` on each cell made from the prototype `reuseIdentifier`.
    public static func registerCellContents(_ reuseIdentifier: String, _ connect: @escaping (UIView) -> Void) {
        StoryboardRegistry.shared.addCellContents(reuseIdentifier, connect)
    }

    /// A view of `type` made as a storyboard makes it (`init?(coder:)`), added to `container`,
    /// then woken (`awakeFromNib`).
    public static func makeObject<View: UIView>(_ type: View.Type, in container: UIView) -> View {
        guard let view = type.init(coder: StoryboardCoder()) else {
            fatalError("the storyboard could not make a \(type)")
        }
        container.addSubview(view)
        view.awakeFromNib()
        return view
    }

    /// Puts `item` on the left or right of `controller`'s navigation bar, after the items there.
    public static func place(_ item: UIBarButtonItem, onLeft: Bool, of controller: UIViewController) {
        let navigation = controller.navigationItem
        if onLeft {
            navigation.leftBarButtonItems = (navigation.leftBarButtonItems ?? []) + [item]
        } else {
            navigation.rightBarButtonItems = (navigation.rightBarButtonItems ?? []) + [item]
        }
    }

    /// Connects `control` to `action` for `event`, as the storyboard's action does.
    public static func connectAction(_ control: UIControl, for event: UIControl.Event, _ action: @escaping () -> Void) {
        control.addAction(UIAction { _ in action() }, for: event)
    }

    /// Makes a tap on `control` perform a segue from `source` to the scene `scene` of
    /// `storyboard` (`kind` as the storyboard writes it: `show`, `push`, `presentation` …).
    public static func connectSegue(
        _ control: UIControl, from source: UIViewController, identifier: String?, kind: String, scene: String,
        storyboard: String
    ) {
        let template = segue(identifier: identifier, kind: kind, scene: scene, storyboard: storyboard)
        control.addAction(
            UIAction { [weak source, weak control] _ in source?.performTriggered(template, sender: control) },
            for: .touchUpInside)
    }

    /// Makes a tap on `item` perform a segue, as `connectSegue(_:from:…)` for a control. As in
    /// UIKit, the segue is the item's target and action, so code that takes them (RxCocoa's
    /// `rx.tap`) replaces it.
    public static func connectSegue(
        _ item: UIBarButtonItem, from source: UIViewController, identifier: String?, kind: String, scene: String,
        storyboard: String
    ) {
        let trigger = SegueTrigger(
            source: source, template: segue(identifier: identifier, kind: kind, scene: scene, storyboard: storyboard))
        item.associatedObjects[ObjectIdentifier(SegueTrigger.self)] = trigger
        item.target = trigger
        item.action = Selector("perform:") { target, sender in (target as? SegueTrigger)?.perform(sender: sender) }
    }

    /// A segue a bar button item triggers: its target.
    private final class SegueTrigger {
        weak var source: UIViewController?
        let template: StoryboardSegueTemplate

        init(source: UIViewController, template: StoryboardSegueTemplate) {
            self.source = source
            self.template = template
        }

        func perform(sender: Any?) {
            source?.performTriggered(template, sender: sender)
        }
    }

    /// Adds a segue leaving `source` that code performs (`performSegue(withIdentifier:sender:)`).
    public static func addSegue(
        from source: UIViewController, identifier: String, kind: String, scene: String, storyboard: String
    ) {
        source.storyboardSegues.append(segue(identifier: identifier, kind: kind, scene: scene, storyboard: storyboard))
    }

    private static func segue(identifier: String?, kind: String, scene: String, storyboard: String)
        -> StoryboardSegueTemplate
    {
        let modal = kind == "presentation" || kind == "present" || kind == "modal"
        return StoryboardSegueTemplate(
            identifier: identifier, kind: modal ? .present : .show, scene: scene,
            storyboard: UIStoryboard(name: storyboard, bundle: nil))
    }
}
