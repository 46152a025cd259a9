import Interpreter
import RxLibrary

/// `UINavigationController(rootViewController:)`: `pushViewController(_:animated:)`,
/// `popViewController(animated:)`, `popToRootViewController(animated:)`, `viewControllers`,
/// `topViewController`. A push or pop calls `viewWillDisappear`/`viewWillAppear` at once and the
/// `Did` methods at the next turn of the main queue, as UIKit does when the transition ends.
final class UINavigationControllerObject: UIViewControllerObject {
    var stack: [UIViewControllerObject] = []

    override var containedValues: [Value] { super.containedValues + stack.map { .object($0) } }

    override var typeName: String { "UINavigationController" }
    override var printed: String { "<UINavigationController: \(stack.map { $0.displayTitle ?? "nil" }.joined(separator: " › "))>" }

    func push(_ controller: UIViewControllerObject, animated: Bool, _ runtime: Runtime) {
        let previous = stack.last
        stack.append(controller)
        controller.navigationController = self
        controller.hold(runtime)
        controller.loadViewIfNeeded(runtime)
        previous?.disappear(animated: animated, runtime)
        controller.appear(animated: animated, runtime)
    }

    func pop(to count: Int, animated: Bool, _ runtime: Runtime) -> [UIViewControllerObject] {
        guard stack.count > count, count >= 1 else { return [] }
        let removed = Array(stack[count...])
        stack.removeLast(stack.count - count)
        // The stack lets the popped controllers go once the transition ends (after the `did` methods).
        removed.last?.disappear(animated: animated, runtime)
        stack.last?.appear(animated: animated, runtime) {
            for controller in removed { controller.heldInstance = nil }
        }
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
            root.hold(site.runtime)
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
            return StandIns.optionalController(popped.last, site.runtime)
        }
        table.addMethod("popToRootViewController", [Param.labeled("animated", .bool)],
                        result: { _, _ in .optional(.array(controllerType)) }) { receiver, arguments, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            let popped = navigation.pop(to: 1, animated: try Builtins.bool(arguments[0], site, 0), site.runtime)
            try site.runtime.checkPending()
            return .optional(.array(popped.map { StandIns.controller($0, site.runtime) }))
        }
        table.addProperty("viewControllers", type: { _ in .array(controllerType) }) { receiver, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            return .array(navigation.stack.map { StandIns.controller($0, site.runtime) })
        }
        table.addProperty("topViewController", type: { _ in .optional(controllerType) }) { receiver, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            return StandIns.optionalController(navigation.stack.last, site.runtime)
        }
        table.addProperty("visibleViewController", type: { _ in .optional(controllerType) }) { receiver, site in
            let navigation = try StandIns.object(receiver, site, as: UINavigationControllerObject.self)
            return StandIns.optionalController(navigation.presented ?? navigation.stack.last, site.runtime)
        }
    }
}
