import Interpreter
import RxLibrary

/// `UIStoryboard(name:bundle:)`: the playground's storyboard holds every learner subclass of
/// `UIViewController` under its class name, as the book's storyboard IDs are the class names,
/// so `instantiateViewController(withIdentifier: "PhotosViewController")` makes a new
/// `PhotosViewController` (typed as `UIViewController`, to be cast with `as!` or `as?`).
final class UIStoryboardObject: UIKitObject {
    let name: String

    init(name: String) {
        self.name = name
    }

    override var typeName: String { "UIStoryboard" }
    override var printed: String { "<UIStoryboard: \"\(name)\">" }

    static func register(_ registry: LibrarySet) {
        let type = SwiftType.library("UIStoryboard", [])
        registry.staticTable("UIStoryboard").addMethod(
            "init", [Param.labeled("name", .string), Param.labeled("bundle")], result: { _, _ in type }
        ) { _, arguments, site in
            _ = try UIScreenState.current(site, "UIStoryboard")
            return .object(UIStoryboardObject(name: try Builtins.string(arguments[0], site, 0)))
        }
        let table = registry.instanceTable(.library("UIStoryboard"))
        table.addMethod("instantiateViewController", [Param.labeled("withIdentifier", .string)],
                        result: { _, _ in .library("UIViewController", []) }) { receiver, arguments, site in
            let storyboard = try StandIns.object(receiver, site, as: UIStoryboardObject.self)
            let identifier = try Builtins.string(arguments[0], site, 0)
            let isController: (String) -> Bool = { StandIns.isKind($0, of: "UIViewController") }
            guard let made = try site.runtime.makeLearnerInstance(ofClass: identifier, inheritingFrom: isController,
                                                                  coder: .object(NSCoderObject()), site),
                  let controller = try? StandIns.object(made, site, as: UIViewControllerObject.self)
            else {
                let reason = "Storyboard (\(storyboard.printed)) doesn't contain a view controller with identifier '\(identifier)'"
                throw Diagnostic(.error, reason, at: site.range(of: 0),
                                 notes: ["the playground's storyboard has each of your UIViewController subclasses, by its class name"])
            }
            controller.storyboard = storyboard
            return made
        }
    }
}

/// The `NSCoder` a storyboard hands to `init?(coder:)`: it holds nothing the playground reads.
final class NSCoderObject: UIKitObject {
    override var typeName: String { "NSCoder" }
}
