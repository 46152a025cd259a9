import Compiling

/// Writes the glue of one storyboard (see `AppGlue`): registrations for the launcher, and for
/// each class a scene or cell names, an extension with one static function per scene or cell
/// that fills an instance as the storyboard says.
struct SceneWriter {
    let storyboard: AppProject.Storyboard
    let outline: AppSourceOutline
    let module: String
    private(set) var registrations: [String] = []
    private(set) var appendices: [Int: String] = [:]

    init(storyboard: AppProject.Storyboard, outline: AppSourceOutline, module: String) {
        self.storyboard = storyboard
        self.outline = outline
        self.module = module
    }

    private var document: StoryboardDocument { storyboard.document }
    private var name: String { AppGlue.literal(storyboard.name) }

    /// The identifier a scene is registered under: its storyboard ID, or one made of its object
    /// id (`instantiateViewController(withIdentifier:)` finds only the first kind).
    static func key(of controller: StoryboardController) -> String {
        controller.storyboardIdentifier ?? "rxplay-scene-" + controller.id
    }

    /// A Swift identifier made of an object id (`vC1-mA-9nS` → `vC1_mA_9nS`).
    static func identifier(_ id: String) -> String {
        "o_" + String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    mutating func write() throws {
        for scene in document.scenes {
            try write(scene.controller)
        }
    }

    // MARK: - Scenes

    private mutating func write(_ controller: StoryboardController) throws {
        let type = try className(controller.customClass, module: controller.customModule, kind: controller.kind)
        let key = AppGlue.literal(Self.key(of: controller))
        let isInitial = controller.id == document.initialViewControllerID
        var make = ["guard let controller = \(type)(coder: coder) else { return nil }"]
        if let title = controller.title { make.append("controller.navigationItem.title = \(AppGlue.literal(title))") }
        if controller.kind == .collectionViewController,
            let layout = controller.objects.first(where: { $0.key == "view" })?.flowLayout
        {
            make.append(Self.setting(layout, of: "controller.collectionViewLayout"))
        }
        if controller.kind == .navigationController,
            let root = controller.segues.first(where: { $0.relationship == "rootViewController" }),
            let rootScene = document.scene(controllerID: root.destination)
        {
            let rootKey = AppGlue.literal(Self.key(of: rootScene.controller))
            make.append(
                "controller.setViewControllers([UIStoryboard(name: \(name), bundle: nil).instantiateViewController(withIdentifier: \(rootKey))], animated: false)"
            )
        }
        make.append("return controller")
        registrations.append(
            "UIStoryboard.registerScene(\(key), storyboard: \(name), isInitial: \(isInitial)) { coder in "
                + make.joined(separator: "; ") + " }")
        for cell in controller.prototypeCells { try write(cell) }
        let body = try contents(of: controller, type: type)
        guard !body.isEmpty else { return }
        addContents(
            body, function: "rxplayScene_" + Self.identifier(controller.id), of: controller.customClass, type: type,
            registration: "registerSceneContents(\(key))")
    }

    /// Registers `body`, the code that fills a scene or a cell (`registration` names the
    /// registry's call): as a static function of its custom class, in the file that declares
    /// it, so private outlets can be reached; else as a closure over `type`.
    private mutating func addContents(
        _ body: [String], function: String, of customClass: String?, type: String, registration: String
    ) {
        if let custom = customClass, let declared = outline.class(named: custom) {
            appendices[declared.file, default: ""] +=
                "\nextension \(custom) {\n    static func \(function)(_ owner: \(custom)) {\n"
                + body.map { "        " + $0 }.joined(separator: "\n") + "\n    }\n}\n"
            registrations.append(
                "UIStoryboard.\(registration) { if let owner = $0 as? \(custom) { \(custom).\(function)(owner) } }")
        } else {
            registrations.append(
                "UIStoryboard.\(registration) { object in guard let owner = object as Any as? \(type) else { return }; "
                    + body.joined(separator: "; ") + " }")
        }
    }

    /// The statements that fill `owner`, an instance of `type`, as the scene says.
    private func contents(of controller: StoryboardController, type: String) throws -> [String] {
        var lines: [String] = []
        for object in controller.objects {
            lines += try make(object, container: "owner.view", controllerID: controller.id)
        }
        lines += try outlets(controller.outlets, of: controller.customClass, objects: controller.objects)
        for object in controller.objects {
            lines += try connections(of: object, in: controller)
        }
        // Every segue with an identifier can be performed by code, a button's too (UIKit keeps
        // them all on the controller).
        for segue in controller.segues {
            guard let identifier = segue.identifier, let destination = document.scene(controllerID: segue.destination),
                segue.kind != .relationship, segue.kind != .unwind
            else { continue }
            lines.append(
                "rxplayAddSegue(from: owner, identifier: \(AppGlue.literal(identifier)), kind: \(AppGlue.literal(segue.kind.rawValue)), scene: \(AppGlue.literal(Self.key(of: destination.controller))), storyboard: \(name))"
            )
        }
        return lines
    }

    // MARK: - Objects

    /// Makes `object` in `container` (a bar button item in the navigation bar); the controller's
    /// own view (a table or collection controller's) is the one it already has.
    private func make(_ object: StoryboardObject, container: String, controllerID: String) throws -> [String] {
        let variable = Self.identifier(object.id)
        if object.key == "view" { return ["let \(variable): UIView = owner.view", "_ = \(variable)"] }
        let type = try className(object.customClass, module: object.customModule, kind: nil, object: object.kind)
        var lines: [String] = []
        switch object.kind {
        case .barButtonItem:
            if let item = object.systemItem {
                lines.append("let \(variable) = \(type)(barButtonSystemItem: .\(item), target: nil, action: nil)")
            } else {
                lines.append(
                    "let \(variable) = \(type)(title: \(AppGlue.literal(object.title ?? "")), style: .plain, target: nil, action: nil)"
                )
            }
            if let key = object.key, key.hasSuffix("BarButtonItem") || key.hasSuffix("BarButtonItems") {
                lines.append("rxplayPlace(\(variable), onLeft: \(key.hasPrefix("left")), of: owner)")
            } else {
                lines.append("_ = \(variable)")
            }
            return lines
        default:
            lines.append("let \(variable) = rxplayObject(\(type).self, in: \(container))")
            lines.append("_ = \(variable)")
        }
        if let frame = object.frame {
            lines.append(
                "\(variable).frame = CGRect(x: \(frame.x), y: \(frame.y), width: \(frame.width), height: \(frame.height))"
            )
        }
        if let layout = object.flowLayout {
            lines.append(Self.setting(layout, of: "\(variable).collectionViewLayout"))
        }
        switch object.kind {
        case .button:
            if let title = object.title {
                lines.append("\(variable).setTitle(\(AppGlue.literal(title)), for: .normal)")
            }
        case .label:
            if let text = object.text { lines.append("\(variable).text = \(AppGlue.literal(text))") }
        case .textField:
            if let text = object.text { lines.append("\(variable).text = \(AppGlue.literal(text))") }
            if let placeholder = object.placeholder {
                lines.append("\(variable).placeholder = \(AppGlue.literal(placeholder))")
            }
        case .switch:
            if let isOn = object.isOn { lines.append("\(variable).isOn = \(isOn)") }
        default:
            break
        }
        return lines
    }

    /// A statement that gives the flow layout `target` (an expression of a layout) the sizes and
    /// spacings the storyboard sets.
    static func setting(_ layout: StoryboardFlowLayout, of target: String) -> String {
        var sets: [String] = []
        if let size = layout.itemSize {
            sets.append("layout.itemSize = CGSize(width: \(size.width), height: \(size.height))")
        }
        if let spacing = layout.minimumLineSpacing { sets.append("layout.minimumLineSpacing = \(spacing)") }
        if let spacing = layout.minimumInteritemSpacing { sets.append("layout.minimumInteritemSpacing = \(spacing)") }
        if let inset = layout.sectionInset {
            sets.append(
                "layout.sectionInset = UIEdgeInsets(top: \(inset.top), left: \(inset.left), bottom: \(inset.bottom), right: \(inset.right))"
            )
        }
        return "if let layout = \(target) as? UICollectionViewFlowLayout { \(sets.joined(separator: "; ")) }"
    }

    /// Sets `outlets` on `owner`, whose class is `customClass` (a UIKit class has none to set).
    private func outlets(_ outlets: [StoryboardOutlet], of customClass: String?, objects: [StoryboardObject]) throws
        -> [String]
    {
        guard let customClass else { return [] }
        let properties = Set(outline.lineage(of: customClass).flatMap(\.properties))
        var lines: [String] = []
        for outlet in outlets {
            guard let object = objects.first(where: { $0.id == outlet.destination }) else { continue }
            if object.key == "view" && ["view", "tableView", "collectionView"].contains(outlet.property) { continue }
            guard properties.contains(outlet.property) else {
                throw AppProblem(
                    file: storyboard.file,
                    reason: .outletWithoutProperty(property: outlet.property, className: customClass))
            }
            let variable = Self.identifier(object.id)
            lines.append(
                "owner.\(outlet.property) = rxplayOutlet(\(variable), \(AppGlue.literal(outlet.property)), of: owner)")
        }
        return lines
    }

    /// An object's actions, segues and its own outlets (a table's data source).
    private func connections(of object: StoryboardObject, in controller: StoryboardController) throws -> [String] {
        let variable = Self.identifier(object.id)
        var lines: [String] = []
        for outlet in object.outlets where outlet.destination == controller.id && object.key != "view" {
            if outlet.property == "dataSource" { lines.append("rxplayDataSource(\(variable), owner)") }
            if outlet.property == "delegate" { lines.append("rxplayDelegate(\(variable), owner)") }
        }
        for action in object.actions where action.destination == controller.id {
            lines.append(try call(action, from: object, in: controller))
        }
        for segue in controller.segues where segue.source == object.id {
            guard let destination = document.scene(controllerID: segue.destination), segue.kind != .unwind else {
                continue
            }
            let identifier = segue.identifier.map(AppGlue.literal) ?? "nil"
            lines.append(
                "rxplaySegue(\(variable), from: owner, identifier: \(identifier), kind: \(AppGlue.literal(segue.kind.rawValue)), scene: \(AppGlue.literal(Self.key(of: destination.controller))), storyboard: \(name))"
            )
        }
        return lines
    }

    /// The connection of `action` (`actionSave:` → `owner.actionSave(sender)`).
    private func call(_ action: StoryboardAction, from object: StoryboardObject, in controller: StoryboardController)
        throws -> String
    {
        let variable = Self.identifier(object.id)
        let base = String(action.selector.prefix { $0 != ":" })
        let arity = action.selector.filter { $0 == ":" }.count
        let methods = outline.lineage(of: controller.customClass ?? "").flatMap(\.methods)
        guard let method = methods.first(where: { $0.name == base && $0.labels.count == arity }), arity <= 1 else {
            throw AppProblem(
                file: storyboard.file,
                reason: .actionWithoutMethod(
                    selector: action.selector, objectKind: object.kind.rawValue,
                    title: object.title ?? object.systemItem ?? object.placeholder ?? object.text,
                    owner: controller.customClass, method: base, takesSender: arity != 0))
        }
        let event =
            object.kind == .barButtonItem ? ".primaryActionTriggered" : ".\(action.eventType ?? "touchUpInside")"
        let argument =
            method.labels.first.map { label in
                (label == "_" ? "" : label + ": ") + "rxplaySender(\(variable))"
            } ?? ""
        let captures = method.labels.isEmpty ? "unowned owner" : "unowned owner, unowned \(variable)"
        return "rxplayConnect(\(variable), \(event)) { [\(captures)] in owner.\(base)(\(argument)) }"
    }

    // MARK: - Cells

    private mutating func write(_ cell: StoryboardPrototypeCell) throws {
        guard let reuse = cell.reuseIdentifier else { return }
        let base = cell.kind == .tableViewCell ? "UITableViewCell" : "UICollectionViewCell"
        let type = try className(cell.customClass, module: cell.customModule, kind: nil, object: nil, fallback: base)
        let identifier = AppGlue.literal(reuse)
        registrations.append(
            cell.kind == .tableViewCell
                ? "UIStoryboard.registerPrototype(\(type).self, identifier: \(identifier), style: .\(Self.cellStyle(cell.style)))"
                : "UIStoryboard.registerPrototype(\(type).self, identifier: \(identifier))")
        var body: [String] = []
        for object in cell.objects {
            if let slot = Self.styleSlot(of: object, in: cell) {
                // The style's own label: the cell has it already, with the storyboard's text.
                let variable = Self.identifier(object.id)
                body.append("let \(variable): UILabel = owner.\(slot) ?? UILabel()")
                body.append("\(variable).text = \(object.text.map(AppGlue.literal) ?? "nil")")
                continue
            }
            body += try make(object, container: "owner.contentView", controllerID: cell.id)
        }
        body += try outlets(cell.outlets, of: cell.customClass, objects: cell.objects)
        guard !body.isEmpty else { return }
        addContents(
            body, function: "rxplayCell_" + Self.identifier(cell.id), of: cell.customClass, type: type,
            registration: "registerCellContents(\(identifier))")
    }

    /// The `UITableViewCell.CellStyle` case of a cell's `style` attribute; a custom cell is
    /// `.default`, as UIKit makes it.
    static func cellStyle(_ style: String?) -> String {
        switch style {
        case "IBUITableViewCellStyleSubtitle": return "subtitle"
        case "IBUITableViewCellStyleValue1": return "value1"
        case "IBUITableViewCellStyleValue2": return "value2"
        default: return "default"
        }
    }

    /// `textLabel` or `detailTextLabel` when `object` is that label of a styled table cell.
    private static func styleSlot(of object: StoryboardObject, in cell: StoryboardPrototypeCell) -> String? {
        guard cell.style != nil, object.kind == .label else { return nil }
        if object.id == cell.textLabelID { return "textLabel" }
        if object.id == cell.detailTextLabelID { return "detailTextLabel" }
        return nil
    }

    // MARK: - Classes

    /// The class to make: the custom class, which a file must declare (or UIKit have), or the
    /// UIKit class of the element.
    private func className(
        _ custom: String?, module customModule: String?, kind: StoryboardControllerKind?,
        object: StoryboardObjectKind? = nil, fallback: String? = nil
    ) throws -> String {
        if let custom {
            if outline.class(named: custom) != nil || custom.hasPrefix("UI") { return custom }
            throw AppProblem(
                file: storyboard.file,
                reason: .unknownClass(custom))
        }
        if let fallback { return fallback }
        if let object { return Self.uikitClass(of: object) }
        switch kind {
        case .navigationController?: return "UINavigationController"
        case .tableViewController?: return "UITableViewController"
        case .collectionViewController?: return "UICollectionViewController"
        default: return "UIViewController"
        }
    }

    private static func uikitClass(of kind: StoryboardObjectKind) -> String {
        switch kind {
        case .button: return "UIButton"
        case .barButtonItem: return "UIBarButtonItem"
        case .textField: return "UITextField"
        case .label: return "UILabel"
        case .imageView: return "UIImageView"
        case .tableView: return "UITableView"
        case .collectionView: return "UICollectionView"
        case .switch: return "UISwitch"
        case .segmentedControl: return "UISegmentedControl"
        }
    }
}
