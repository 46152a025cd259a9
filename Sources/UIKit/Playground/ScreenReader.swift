import Foundation
import ScreenModel

/// Reads what the key window shows as a `ScreenSnapshot`: the top controller (down navigation
/// stacks and full-screen presentations), its visible buttons, fields, labels, switches, image
/// views, table rows and collection items, then its navigation bar's items, an alert over it and
/// an image picker when one is on top. Reading changes nothing (no view is loaded, no table
/// laid out).
enum ScreenReader {
    /// The controller whose screen shows in the key window.
    static var topController: UIViewController? {
        guard var controller = UIApplication.shared.keyWindow?.rootViewController else { return nil }
        while true {
            if let presented = controller.presentedStorage, !(presented is UIAlertController) {
                controller = presented
            } else if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
                controller = top
            } else {
                return controller
            }
        }
    }

    /// The alert presented over `controller`'s screen.
    static func alert(over controller: UIViewController) -> UIAlertController? {
        controller.presentationContext.presentedStorage as? UIAlertController
    }

    static var snapshot: ScreenSnapshot {
        guard let controller = topController else { return .empty }
        var contents = Contents()
        if let view = controller.viewIfLoaded { contents.collect(view) }
        for item in controller.navigationItem.allItems where item.displayTitle != nil {
            contents.buttons.append(.init(title: item.displayTitle, isEnabled: item.isEnabled))
        }
        let alert = alert(over: controller).map {
            ScreenSnapshot.Alert(title: $0.title ?? "", message: $0.message, actions: $0.actions.map(\.title))
        }
        let picker = (controller as? UIImagePickerController).map {
            ScreenSnapshot.Picker(sourceType: "\($0.sourceType)", allowsEditing: $0.allowsEditing)
        }
        return ScreenSnapshot(
            hasController: true, title: controller.displayTitle, buttons: contents.buttons, fields: contents.fields,
            labels: contents.labels, switches: contents.switches, previews: contents.previews, rows: contents.rows,
            alert: alert, items: contents.items, picker: picker)
    }

    /// What a view hierarchy shows, gathered in the order of its subviews.
    private struct Contents {
        var buttons: [ScreenSnapshot.Button] = []
        var fields: [ScreenSnapshot.Field] = []
        var labels: [String] = []
        var switches: [Bool] = []
        var previews: [String?] = []
        var rows: [String] = []
        var items: [String] = []

        mutating func collect(_ view: UIView) {
            guard !view.isHidden else { return }
            switch view {
            case let button as UIButton: buttons.append(.init(title: button.currentTitle, isEnabled: button.isEnabled))
            case let field as UITextField: fields.append(.init(placeholder: field.placeholder ?? "", text: field.text))
            case let toggle as UISwitch: switches.append(toggle.isOn)
            case let label as UILabel: if let text = label.text { labels.append(text) }
            case let imageView as UIImageView: previews.append(imageView.image?.shows)
            case let table as UITableView: rows += table.visibleCells.map(ScreenReader.text(of:))
            case let collection as UICollectionView: items += collection.visibleCells.map(ScreenReader.text(of:))
            default: view.subviews.forEach { collect($0) }
            }
        }
    }

    /// What a cell shows: its texts joined by dashes, then the images it shows.
    static func text(of cell: UIView) -> String {
        var texts: [String] = []
        var images: [String] = []
        func visit(_ view: UIView) {
            guard !view.isHidden else { return }
            if let label = view as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
            if let imageView = view as? UIImageView, let image = imageView.image { images.append(image.shows) }
            view.subviews.forEach(visit)
        }
        visit(cell)
        return (texts + images).joined(separator: " — ")
    }
}
