import Foundation

/// Reads an iOS storyboard (`Main.storyboard`, Interface Builder's XML) into a
/// `StoryboardDocument`: scenes and their controllers; the buttons, bar button items, text fields,
/// labels, image views, switches, segmented controls, table and collection views (with their
/// prototype cells) inside them; outlets, actions and segues. Elements it has no use for (layout,
/// colors, constraints, resources, and kinds it does not know) are walked through or skipped; a
/// file that is not a storyboard, or leaves out an id, an outlet's property or the like, is a
/// `StoryboardProblem` with its line.
public enum StoryboardReader {
    /// The `type` of the `<document>` of an iOS storyboard.
    public static let documentType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

    /// Reads the storyboard file at `path`.
    public static func read(path: String) -> Result<StoryboardDocument, StoryboardProblem> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(StoryboardProblem(line: nil, reason: .cannotRead(path: path)))
        }
        return read(data)
    }

    /// Reads a storyboard from the bytes of its file.
    public static func read(_ data: Data) -> Result<StoryboardDocument, StoryboardProblem> {
        StoryboardElement.root(of: data).flatMap { root in
            Result { () throws(StoryboardProblem) in try document(root) }
        }
    }

    /// Reads a storyboard from its text.
    public static func read(text: String) -> Result<StoryboardDocument, StoryboardProblem> {
        read(Data(text.utf8))
    }

    /// The document `root` is, or why it is not an iOS storyboard.
    private static func document(_ root: StoryboardElement) throws(StoryboardProblem) -> StoryboardDocument {
        guard root.name == "document" else {
            throw StoryboardProblem(
                line: root.line,
                reason: .notAStoryboard(root: root.name))
        }
        guard root["type"] == documentType else {
            throw StoryboardProblem(line: root.line, reason: .notAnIOSStoryboard(type: root["type"]))
        }
        var scenes: [StoryboardScene] = []
        for list in root.children(named: "scenes") {
            for element in list.children(named: "scene") {
                if let scene = try scene(element) { scenes.append(scene) }
            }
        }
        let document = StoryboardDocument(initialViewControllerID: root["initialViewController"], scenes: scenes)
        if let initial = document.initialViewControllerID, document.initialScene == nil {
            throw StoryboardProblem(
                line: root.line,
                reason: .initialControllerMissing(id: initial))
        }
        return document
    }

    /// The scene `element` is, or `nil` when none of its top objects is a controller.
    private static func scene(_ element: StoryboardElement) throws(StoryboardProblem) -> StoryboardScene? {
        let top = element.children(named: "objects").flatMap(\.children)
        guard let controllerElement = top.first(where: { $0["sceneMemberID"] == "viewController" }) else {
            return nil
        }
        let id = try required("sceneID", of: element)
        return StoryboardScene(id: id, controller: try controller(controllerElement))
    }

    /// The controller `element` is, with everything inside it.
    private static func controller(_ element: StoryboardElement) throws(StoryboardProblem) -> StoryboardController {
        let id = try required("id", of: element)
        var walk = SceneWalk()
        let connections = try walk.connections(of: element, source: id)
        let contents = try walk.contents(of: element)
        let title = element.children.first { $0.name == "navigationItem" && $0["key"] == "navigationItem" }?["title"]
        return StoryboardController(
            kind: StoryboardControllerKind(rawValue: element.name), id: id, customClass: element["customClass"],
            customModule: element["customModule"], storyboardIdentifier: element["storyboardIdentifier"], title: title,
            outlets: connections.outlets, segues: walk.segues, objects: contents.objects)
    }

    /// The value of the attribute `name` of `element`, or a problem naming both.
    fileprivate static func required(_ name: String, of element: StoryboardElement) throws(StoryboardProblem)
        -> String
    {
        guard let value = element[name] else {
            throw StoryboardProblem(
                line: element.line, reason: .missingAttribute(element: element.name, attribute: name))
        }
        return value
    }
}

/// One walk down a scene's controller: gathers the objects and cells it knows, and the scene's
/// segues as it meets them.
private struct SceneWalk {
    /// What a part of the hierarchy holds: objects, and cells not yet given to a table or
    /// collection view.
    struct Contents {
        /// The known objects, in file order.
        var objects: [StoryboardObject] = []
        /// The prototype cells, in file order.
        var cells: [StoryboardPrototypeCell] = []
    }

    /// The outlets and actions that hang from one object.
    struct Connections {
        /// Its outlets, in file order.
        var outlets: [StoryboardOutlet] = []
        /// Its actions, in file order.
        var actions: [StoryboardAction] = []
    }

    /// The segues met so far, in file order.
    var segues: [StoryboardSegue] = []

    /// The known objects and cells among the descendants of `element`. A table or collection
    /// view keeps the cells inside it; a cell keeps the objects inside it. `origin` is where
    /// `element` sits in the scene's view (or its cell): the generated code puts every object
    /// straight into that view, so an object's frame is moved by the frames of the views it was
    /// nested in (a stack view's).
    mutating func contents(of element: StoryboardElement, origin: (x: Double, y: Double) = (0, 0))
        throws(StoryboardProblem) -> Contents
    {
        var contents = Contents()
        for child in element.children where child.name != "connections" {
            let frame = StoryboardRect.frame(of: child)
            let isCell = StoryboardCellKind(rawValue: child.name) != nil
            let childOrigin = isCell ? (0, 0) : (origin.x + (frame?.x ?? 0), origin.y + (frame?.y ?? 0))
            var inner = try self.contents(of: child, origin: childOrigin)
            if let kind = StoryboardObjectKind(rawValue: child.name) {
                var object = try self.object(child, kind: kind)
                object.frame = frame.map {
                    StoryboardRect(x: origin.x + $0.x, y: origin.y + $0.y, width: $0.width, height: $0.height)
                }
                if kind == .tableView || kind == .collectionView {
                    object.prototypeCells = inner.cells
                    inner.cells = []
                }
                contents.objects.append(object)
            } else if let kind = StoryboardCellKind(rawValue: child.name) {
                var cell = try self.cell(child, kind: kind)
                cell.objects = inner.objects
                inner.objects = []
                contents.cells.append(cell)
            }
            contents.objects += inner.objects
            contents.cells += inner.cells
        }
        return contents
    }

    /// The object `element` is, with what a learner sees of it and its connections.
    private mutating func object(_ element: StoryboardElement, kind: StoryboardObjectKind) throws(StoryboardProblem)
        -> StoryboardObject
    {
        let id = try StoryboardReader.required("id", of: element)
        let connections = try self.connections(of: element, source: id)
        var object = StoryboardObject(
            kind: kind, id: id, key: element["key"], customClass: element["customClass"],
            customModule: element["customModule"], outlets: connections.outlets, actions: connections.actions)
        switch kind {
        case .button:
            let normal = element.children.first { $0.name == "state" && $0["key"] == "normal" }
            let configuration = element.children.first { $0.name == "buttonConfiguration" }
            object.title = normal?["title"] ?? configuration?["title"]
        case .barButtonItem:
            object.title = element["title"]
            object.systemItem = element["systemItem"]
        case .textField:
            object.text = element["text"]
            object.placeholder = element["placeholder"]
        case .label:
            object.text = element["text"]
        case .switch:
            object.isOn = element["on"] == "YES"
        case .segmentedControl:
            object.segmentTitles = element.children(named: "segments").flatMap { $0.children(named: "segment") }
                .compactMap { $0["title"] }
        case .collectionView:
            object.flowLayout = StoryboardFlowLayout.of(element)
        case .imageView, .tableView:
            break
        }
        return object
    }

    /// The prototype cell `element` is, with its connections (its objects come from the caller).
    private mutating func cell(_ element: StoryboardElement, kind: StoryboardCellKind) throws(StoryboardProblem)
        -> StoryboardPrototypeCell
    {
        let id = try StoryboardReader.required("id", of: element)
        let connections = try self.connections(of: element, source: id)
        return StoryboardPrototypeCell(
            kind: kind, id: id, reuseIdentifier: element["reuseIdentifier"], customClass: element["customClass"],
            customModule: element["customModule"], outlets: connections.outlets, style: element["style"],
            textLabelID: element["textLabel"], detailTextLabelID: element["detailTextLabel"])
    }

    /// The outlets and actions in the `<connections>` of `element`, whose id is `source`; its
    /// segues join `segues`. Other connection elements (outlet collections) are skipped.
    mutating func connections(of element: StoryboardElement, source: String) throws(StoryboardProblem)
        -> Connections
    {
        var connections = Connections()
        for connection in element.children(named: "connections").flatMap(\.children) {
            switch connection.name {
            case "outlet":
                connections.outlets.append(
                    StoryboardOutlet(
                        property: try StoryboardReader.required("property", of: connection),
                        destination: try StoryboardReader.required("destination", of: connection)))
            case "action":
                connections.actions.append(
                    StoryboardAction(
                        selector: try StoryboardReader.required("selector", of: connection),
                        destination: try StoryboardReader.required("destination", of: connection),
                        eventType: connection["eventType"]))
            case "segue":
                segues.append(
                    StoryboardSegue(
                        source: source, destination: try StoryboardReader.required("destination", of: connection),
                        kind: StoryboardSegueKind(rawValue: try StoryboardReader.required("kind", of: connection)),
                        identifier: connection["identifier"], relationship: connection["relationship"],
                        unwindAction: connection["unwindAction"]))
            default:
                break
            }
        }
        return connections
    }
}
