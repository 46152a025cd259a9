import Interpreter
import RxLibrary

/// `UINavigationController(rootViewController:)`: `pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `popToRootViewController(animated:)`, `viewControllers`,
/// `topViewController`. A push or pop calls `viewWillDisappear`/`viewWillAppear` at once and the
/// `Did` methods at the next turn of the main queue, as UIKit does when the transition ends.
final class UINavigationControllerObject: UIViewControllerObject {
    var stack: [UIViewControllerObject] = []

    override var typeName: String { "UINavigationController" }
    override var printed: String { "<UINavigationController: \(stack.map { $0.displayTitle ?? "nil" }.joined(separator: " › "))>" }

    func push(_ controller: UIViewControllerObject, animated: Bool, _ runtime: Runtime) {
        let previous = stack.last
        stack.append(controller)
        controller.navigationController = self
        previous?.disappear(animated: animated, runtime)
        controller.appear(animated: animated, runtime)
    }

    func pop(to count: Int, animated: Bool, _ runtime: Runtime) -> [UIViewControllerObject] {
        guard stack.count > count, count >= 1 else { return [] }
        let removed = Array(stack[count...])
        stack.removeLast(stack.count - count)
        removed.last?.disappear(animated: animated, runtime)
        stack.last?.appear(animated: animated, runtime)
        for controller in removed { controller.navigationController = nil }
        return removed
    }

    static func registerNavigation(_ registry: LibrarySet) {
        let controllerType = SwiftType.library("UIViewController", [])
        registry.staticTable("UINavigationController").addMethod(
            "init", [Param.labeled("rootViewController", controllerType)], result: { _, _ in .library("UINavigationController", []) }
        ) { _, arguments, site in
            let screen = try UIScreenState.current(site, "UINavigationController")
            let root = try StandIns.object(arguments[0], site, as: UIViewControllerObject.self)
            let navigation = UINavigationControllerObject()
            navigation.stack = [root]
            root.navigationController = navigation
            // The navigation controller made last is the window's root: its root controller appears.
            screen.navigation = navigation
            root.appear(animated: false, site.runtime)
            return .object(navigation)
        }
        let table = registry.instanceTable(.library("UINavigationController"),
                                           parent: registry.instanceTable(.library("UIViewController")))
        table.addMethod("pushViewController", [Param.positional(controllerType), Param.labeled("animated", .bool)],
                        result: { _, _ in .void }) { receiver, arguments, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            let controller = try StandIns.object(arguments[0], site, as: UIViewControllerObject.self)
            navigation.push(controller, animated: try Builtins.bool(arguments[1], site, 1), site.runtime)
            try site.runtime.checkPending()
            return .void
        }
        table.addMethod("popViewController", [Param.labeled("animated", .bool)], result: { _, _ in .optional(controllerType) }) {
            receiver, arguments, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            let popped = navigation.pop(to: navigation.stack.count - 1, animated: try Builtins.bool(arguments[0], site, 0),
                                        site.runtime)
            try site.runtime.checkPending()
            return StandIns.optional(popped.last)
        }
        table.addMethod("popToRootViewController", [Param.labeled("animated", .bool)],
                        result: { _, _ in .optional(.array(controllerType)) }) { receiver, arguments, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            let popped = navigation.pop(to: 1, animated: try Builtins.bool(arguments[0], site, 0), site.runtime)
            try site.runtime.checkPending()
            return .optional(.array(popped.map { .object($0) }))
        }
        StandIns.property(table, "viewControllers", .array(controllerType), of: UINavigationControllerObject.self) {
            .array($0.stack.map { .object($0) })
        }
        StandIns.property(table, "topViewController", .optional(controllerType), of: UINavigationControllerObject.self) {
            StandIns.optional($0.stack.last)
        }
        StandIns.property(table, "visibleViewController", .optional(controllerType), of: UINavigationControllerObject.self) {
            StandIns.optional($0.presented ?? $0.stack.last)
        }
    }
}
