import Interpreter
import RxLibrary

/// Learner subclasses of `UIViewController` (`class MainViewController: UIViewController`): each
/// instance is built on a stand-in controller, whose members it has (`title`, `view`,
/// `navigationItem`, `present`), and the stand-in calls the learner's overrides at UIKit's
/// moments (`viewDidLoad` once, when the view is first needed; `viewWillAppear(_:)` and the
/// others on push, pop, present and dismiss). A container (navigation stack, presenter, window)
/// holds the learner's instance while it shows it, so a popped controller nothing else holds is
/// released and its `deinit` runs.
///
/// When the view loads, the controller's unset implicitly unwrapped properties of stand-in view
/// types (`@IBOutlet weak var buttonSave: UIButton!`) are connected to fresh controls, as a
/// storyboard scene would: each titled after its outlet (`buttonSave` → `Save`; a bar button
/// item called `…Add` is the system `+` item, and the first bar button item is the navigation
/// item's right item). A control whose outlet is `xName` sends its action to the learner's
/// method `actionName()`, `nameTapped()` or `namePressed()` when there is one (the storyboard's
/// connection from the control to an `@IBAction`).
extension UIViewControllerObject {
    static func registerSubclassing(_ registry: LibrarySet) {
        registry.classes["UIViewController"] = LibraryClass(type: .library("UIViewController", [])) { site in
            let screen = try UIScreenState.current(site, "UIViewController")
            let controller = UIViewControllerObject()
            screen.controllers.append(controller)
            return controller
        }
        let table = registry.instanceTable(.library("UIViewController"))
        StandIns.property(table, "isViewLoaded", .bool, of: UIViewControllerObject.self) { .bool($0.isViewLoaded) }
        table.addMethod("loadViewIfNeeded", [], result: { _, _ in .void }) { receiver, _, site in
            try StandIns.object(receiver, site, as: UIViewControllerObject.self).loadViewIfNeeded(site.runtime)
            try site.runtime.checkPending()
            return .void
        }
        StandIns.property(table, "storyboard", .optional(.library("UIStoryboard", [])), of: UIViewControllerObject.self) {
            StandIns.optional($0.storyboard)
        }
    }

    /// Holds the learner's instance built on this controller (while a container shows it).
    func hold(_ runtime: Runtime) {
        if let instance = runtime.learnerInstance(builtOn: self) { heldInstance = instance }
    }

    /// Runs the learner's override of `method`, if its class has one; a failure stops the
    /// statement at its next step. Returns whether an override ran.
    @discardableResult
    func runOverride(_ method: String, _ arguments: [Value], _ runtime: Runtime) -> Bool {
        guard runtime.pendingFailure == nil else { return false }
        do {
            return try runtime.callOverride(on: self, method, arguments) != nil
        } catch {
            let range = runtime.statementRange ?? SourceRange(file: SourceFile(""), start: 0, end: 0)
            runtime.fail(TopLevelRunner.diagnostic(for: error, at: range, runtime))
            return false
        }
    }

    // MARK: - The view's contents

    /// What a storyboard scene does when the view loads: the learner's stored controls belong to
    /// this screen, and its unset outlets are connected to fresh controls.
    func loadScene(_ runtime: Runtime) {
        for (_, value) in runtime.storedProperties(ofInstanceBuiltOn: self) {
            if case .object(let view as UIKitObject) = value.unwrappedObject, !(view is UIViewControllerObject) {
                view.owner = self
            }
        }
        guard let screen = runtime.libraries.state(UIKitStandIns.self)?.screenState else { return }
        let actions = Set(runtime.learnerMethodNamesWithoutParameters(ofInstanceBuiltOn: self))
        for (name, type) in runtime.unsetImplicitlyUnwrappedProperties(ofInstanceBuiltOn: self) {
            guard case .library(let typeName, _) = type, let view = Self.outlet(typeName, named: name) else { continue }
            view.owner = self
            subviews.append(view)
            screen.views.append(view)
            if let item = view as? UIBarButtonItemObject, navigationItem.right == nil {
                navigationItem.right = item
            }
            if let action = Self.action(for: name, among: actions) { connect(view, to: action, runtime) }
            do {
                try runtime.setProperty(name, to: .object(view), ofInstanceBuiltOn: self)
            } catch {
                let range = runtime.statementRange ?? SourceRange(file: SourceFile(""), start: 0, end: 0)
                runtime.fail(TopLevelRunner.diagnostic(for: error, at: range, runtime))
            }
        }
    }

    /// The learner's `@IBAction` a control's outlet name points to: `actionSave()`, `saveTapped()`
    /// or `savePressed()` for `buttonSave` or `saveButton`.
    static func action(for outlet: String, among methods: Set<String>) -> String? {
        let word = outletWord(outlet)
        guard let first = word.first else { return nil }
        let lower = first.lowercased() + word.dropFirst()
        return ["action" + word, lower + "Tapped", lower + "Pressed"].first { methods.contains($0) }
    }

    private func connect(_ view: UIKitObject, to action: String, _ runtime: Runtime) {
        let send: () -> Void = { [weak self] in
            guard let self, runtime.pendingFailure == nil else { return }
            runOverride(action, [], runtime)
        }
        switch view {
        case let control as UIControlObject:
            let events = control is UIButtonObject ? "touchUpInside" : control is UITextFieldObject ? "editingChanged" : "valueChanged"
            _ = control.addTarget(for: UIControlEventObject.bits(of: events), send)
        case let item as UIBarButtonItemObject:
            item.onTap = send
        default: break
        }
    }

    /// A fresh control for an outlet of the stand-in type `typeName`, titled after `name`.
    static func outlet(_ typeName: String, named name: String) -> UIKitObject? {
        let word = outletWord(name)
        switch typeName {
        case "UIButton":
            let button = UIButtonObject()
            button.titles["normal"] = word
            return button
        case "UIBarButtonItem":
            let item = UIBarButtonItemObject()
            if word == "Add" { item.systemItem = "add" } else { item.title = word }
            return item
        case "UITextField":
            let field = UITextFieldObject()
            field.placeholder = name
            return field
        case "UILabel": return UILabelObject()
        case "UIImageView": return UIImageViewObject()
        case "UISwitch": return UISwitchObject()
        case "UITableView":
            let table = UITableViewObject()
            table.hasStoryboardPrototypes = true
            return table
        case "UIView": return UIViewObject(frame: CGGeometryObject.rect(0, 0, UIViewObject.screenWidth, UIViewObject.screenHeight))
        default: return nil
        }
    }

    /// An outlet's name without the kind of control it names, capitalized: `buttonSave`,
    /// `saveButton` and `itemSave` → `Save`.
    static func outletWord(_ name: String) -> String {
        var word = Substring(name)
        for prefix in ["button", "item", "btn", "label", "field"] where word.hasPrefix(prefix) && word.count > prefix.count {
            let rest = word.dropFirst(prefix.count)
            if rest.first?.isUppercase == true {
                word = rest
                break
            }
        }
        for suffix in ["Button", "Item", "Btn"] where word.hasSuffix(suffix) && word.count > suffix.count {
            word = word.dropLast(suffix.count)
            break
        }
        guard let first = word.first else { return name }
        return first.uppercased() + word.dropFirst()
    }
}

extension Value {
    /// The object a value holds, through one optional.
    fileprivate var unwrappedObject: Value {
        if case .optional(.some(let inner)) = self { return inner }
        return self
    }
}
