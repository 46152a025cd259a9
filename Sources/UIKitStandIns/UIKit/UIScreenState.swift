import Interpreter
import RxLibrary

/// The UIKit stand-ins' state in one interpreter: the controllers and views made, the navigation
/// stack on screen and the photo library. The session draws it (`UIKitStandIns.screen`); the
/// stand-ins never print layout themselves.
final class UIScreenState {
    var controllers: [UIViewControllerObject] = []
    /// Every view and bar item made, in order.
    var views: [UIKitObject] = []
    var navigation: UINavigationControllerObject?
    lazy var photoLibrary = PHPhotoLibraryObject()

    /// A new view or bar item: it belongs to the controller made last.
    func adopt<T: UIKitObject>(_ view: T) -> T {
        view.owner = controllers.last
        views.append(view)
        return view
    }

    /// The controller whose screen shows: the navigation's top (or the first controller made),
    /// then what it presents full screen, down the chain.
    var topController: UIViewControllerObject? {
        var controller = navigation?.stack.last ?? controllers.first { !($0 is UIAlertControllerObject) }
        while let presented = controller?.presented, !(presented is UIAlertControllerObject) {
            controller = (presented as? UINavigationControllerObject)?.stack.last ?? presented
        }
        return controller
    }

    /// What is on screen now: the controller on top and what belongs to it.
    var snapshot: ScreenSnapshot {
        let controller = topController
        let shown = views.filter { view in
            !view.isHidden && (view.owner == nil || view.owner === controller)
        }
        var buttons: [ScreenSnapshot.Button] = []
        var fields: [ScreenSnapshot.Field] = []
        var labels: [String] = []
        var switches: [Bool] = []
        var previews: [String?] = []
        var rows: [String] = []
        for view in shown {
            switch view {
            case let button as UIButtonObject: buttons.append(.init(title: button.currentTitle, isEnabled: button.isEnabled))
            case let item as UIBarButtonItemObject: buttons.append(.init(title: item.displayTitle, isEnabled: item.isEnabled))
            case let field as UITextFieldObject: fields.append(.init(placeholder: field.placeholder ?? "", text: field.text))
            case let label as UILabelObject: if let text = label.text { labels.append(text) }
            case let toggle as UISwitchObject: switches.append(toggle.isOn)
            case let preview as UIImageViewObject: previews.append(preview.image?.name)
            case let table as UITableViewObject: rows += table.rowTexts
            default: break
            }
        }
        let alert = (controller?.presented as? UIAlertControllerObject).map {
            ScreenSnapshot.Alert(title: $0.title ?? "", message: $0.message, actions: $0.actions.map(\.title))
        }
        var snapshot = ScreenSnapshot(hasController: controller != nil, title: controller?.displayTitle, buttons: buttons,
                                      fields: fields, labels: labels, switches: switches, previews: previews, rows: rows,
                                      alert: alert)
        if let picker = controller as? UIImagePickerControllerObject {
            snapshot.picker = .init(sourceType: picker.sourceType, allowsEditing: picker.allowsEditing)
        }
        return snapshot
    }

    /// The screen of the running interpreter.
    static func current(_ site: CallSite, _ name: String) throws -> UIScreenState {
        if let kit = site.runtime.libraries.state(UIKitStandIns.self) { return kit.screenState }
        throw site.error("'\(name)' belongs to the UIKit stand-ins, which this interpreter was not given")
    }
}
