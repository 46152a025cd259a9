import Foundation
import ScreenModel

/// The screen as the playground sees it: what the key window shows, and the user's actions on
/// it (taps, selections, typing, going back, an alert's buttons, the image picker).
///
/// ```swift
/// UIApplication.shared.showsNewNavigationControllers = true
/// let navigation = UINavigationController(rootViewController: MainViewController())
/// PlaygroundScreen.snapshot().title          // "Collage"
/// _ = PlaygroundScreen.tap("+")              // by title, system item (`add`) or property name (`itemAdd`)
/// ```
@_spi(Playground) public enum PlaygroundScreen {
    /// What the key window's top screen shows.
    public static func snapshot() -> ScreenSnapshot {
        ScreenReader.snapshot
    }

    /// The controller whose screen shows.
    public static var topViewController: UIViewController? {
        ScreenReader.topController
    }

    /// Taps the button or bar button item that `name` names on the top screen: its title, its
    /// system item (`add`) or the name of the controller's property holding it (`buttonSave`).
    public static func tap(_ name: String) -> Result<Void, UserActionError> {
        guard let controller = topViewController else { return .failure(.nothingOnScreen) }
        let targets = Tappable.all(on: controller)
        let properties = PropertyNames(of: controller)
        guard let target = targets.first(where: { $0.answers(name, properties) }) else {
            return .failure(.notFound(kind: .button, name: name, candidates: targets.map(\.title)))
        }
        guard target.isEnabled else { return .failure(.disabled(target.title)) }
        target.tap()
        return .success(())
    }

    /// Selects row `index` of `section` of the top screen's first table, or item `index` of its
    /// first collection view, as the user's tap does.
    public static func select(_ index: Int, section: Int = 0) -> Result<Void, UserActionError> {
        guard let controller = topViewController else { return .failure(.nothingOnScreen) }
        guard let view = controller.viewIfLoaded else { return .failure(.noSuchRow(index)) }
        if let table = first(UITableView.self, in: view),
            table.simulateSelection(at: IndexPath(row: index, section: section))
        {
            return .success(())
        }
        if let collection = first(UICollectionView.self, in: view),
            collection.simulateSelection(at: IndexPath(item: index, section: section))
        {
            return .success(())
        }
        return .failure(.noSuchRow(index))
    }

    /// Goes back as the navigation bar's back button does: pops the top screen.
    public static func back() -> Result<Void, UserActionError> {
        guard let controller = topViewController else { return .failure(.nothingOnScreen) }
        guard let navigation = controller.navigationController, navigation.viewControllers.count > 1,
            navigation.topViewController === controller
        else { return .failure(.cannotGoBack) }
        navigation.popViewController(animated: true)
        return .success(())
    }

    /// Types `text` at the end of the text field that `field` names (its placeholder or the
    /// controller's property), as the keyboard does; `replacing` clears the field first.
    public static func type(_ text: String, into field: String, replacing: Bool = false)
        -> Result<Void, UserActionError>
    {
        guard let controller = topViewController else { return .failure(.nothingOnScreen) }
        let fields = controller.viewIfLoaded.map { all(UITextField.self, in: $0) } ?? []
        let properties = PropertyNames(of: controller)
        guard let target = fields.first(where: { $0.placeholder == field || properties.name(of: $0) == field }) else {
            return .failure(.notFound(kind: .textField, name: field, candidates: fields.map { $0.placeholder ?? "" }))
        }
        guard target.isEnabled else { return .failure(.disabled(field)) }
        target.simulateTyping(text, replacing: replacing)
        return .success(())
    }

    /// Flips the switch that `name` names (the controller's property), or the only switch.
    public static func flip(_ name: String) -> Result<Void, UserActionError> {
        guard let controller = topViewController else { return .failure(.nothingOnScreen) }
        let switches = controller.viewIfLoaded.map { all(UISwitch.self, in: $0) } ?? []
        let properties = PropertyNames(of: controller)
        guard let target = switches.first(where: { properties.name(of: $0) == name }) ?? switches.first,
            switches.count == 1 || properties.name(of: target) == name
        else {
            return .failure(
                .notFound(kind: .switch, name: name, candidates: switches.compactMap { properties.name(of: $0) }))
        }
        guard target.isEnabled else { return .failure(.disabled(name)) }
        target.simulateFlip()
        return .success(())
    }

    /// Taps the button titled `title` of the alert on screen.
    public static func chooseAlertAction(_ title: String) -> Result<Void, UserActionError> {
        guard let controller = topViewController else { return .failure(.nothingOnScreen) }
        guard let alert = ScreenReader.alert(over: controller) else { return .failure(.noAlert) }
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            return .failure(.notFound(kind: .button, name: title, candidates: alert.actions.map { $0.title ?? "" }))
        }
        guard action.isEnabled else { return .failure(.disabled(title)) }
        alert.choose(action)
        return .success(())
    }

    /// Picks `image` in the image picker on top (nil: cancels).
    public static func pick(_ image: UIImage?) -> Result<Void, UserActionError> {
        guard let picker = topViewController as? UIImagePickerController else { return .failure(.noPicker) }
        if let image { picker.pick(image) } else { picker.cancel() }
        return .success(())
    }

    private static func all<View: UIView>(_ type: View.Type, in view: UIView) -> [View] {
        guard !view.isHidden else { return [] }
        if let match = view as? View { return [match] }
        return view.subviews.flatMap { all(type, in: $0) }
    }

    private static func first<View: UIView>(_ type: View.Type, in view: UIView) -> View? {
        all(type, in: view).first
    }
}

/// A button or bar button item on screen, as the user can tap it.
private struct Tappable {
    let object: AnyObject
    let title: String
    let systemItem: String?
    let isEnabled: Bool
    let tap: () -> Void

    func answers(_ name: String, _ properties: PropertyNames) -> Bool {
        title == name || systemItem == name || properties.name(of: object) == name
    }

    static func all(on controller: UIViewController) -> [Tappable] {
        var found: [Tappable] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let button = view as? UIButton {
                found.append(
                    Tappable(
                        object: button, title: button.currentTitle ?? "", systemItem: nil, isEnabled: button.isEnabled,
                        tap: button.tap))
                return
            }
            view.subviews.forEach(visit)
        }
        if let view = controller.viewIfLoaded { visit(view) }
        for item in controller.navigationItem.allItems where item.displayTitle != nil {
            found.append(
                Tappable(
                    object: item, title: item.displayTitle ?? "", systemItem: item.systemItem.map { "\($0)" },
                    isEnabled: item.isEnabled, tap: item.tap))
        }
        return found
    }
}

/// The names of a controller's stored properties that hold objects (`buttonSave`), read with a
/// mirror through its class and superclasses.
private struct PropertyNames {
    private var names: [(name: String, object: AnyObject)] = []

    init(of controller: UIViewController) {
        var mirror: Mirror? = Mirror(reflecting: controller)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, let object = Self.object(in: child.value) else { continue }
                names.append((label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label, object))
            }
            mirror = current.superclassMirror
        }
    }

    func name(of object: AnyObject) -> String? {
        names.first { $0.object === object }?.name
    }

    private static func object(in value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.flatMap { object(in: $0.value) }
        }
        return mirror.displayStyle == .class ? value as AnyObject : nil
    }
}
