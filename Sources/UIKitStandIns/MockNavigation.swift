import Interpreter
import RxLibrary

/// `UINavigationController(rootViewController:)`: `push`/`pop` (and UIKit's
/// `pushViewController(_:animated:)`, `popViewController(animated:)`); popping fires the
/// controller's `viewWillDisappear`. The screen's box shows the top controller's title.
final class NavigationObject: MockUIObject {
    var stack: [ViewControllerObject]

    init(root: ViewControllerObject) {
        stack = [root]
    }

    override var typeName: String { "UINavigationController" }
    override var printed: String { "UINavigationController(\(stack.map { $0.title ?? "nil" }.joined(separator: " › ")))" }
}

enum MockNavigation {
    static func register(_ registry: LibrarySet) {
        registry.staticTable("UINavigationController").addMethod(
            "init", [Param.labeled("rootViewController")], result: { _, _ in .library("UINavigationController", []) }
        ) { _, arguments, site in
            let screen = try MockUIScreen.current(site, "UINavigationController")
            let navigation = NavigationObject(root: try MockUI.object(arguments[0], site, as: ViewControllerObject.self))
            screen.navigation = navigation
            return .object(navigation)
        }
        let table = registry.instanceTable(.library("UINavigationController"))
        let push: (inout Value, [Value], CallSite) throws -> Value = { receiver, arguments, site in
            let navigation = try MockUI.object(receiver, site, as: NavigationObject.self)
            navigation.stack.append(try MockUI.object(arguments[0], site, as: ViewControllerObject.self))
            return .void
        }
        let pop: (inout Value, [Value], CallSite) throws -> Value = { receiver, _, site in
            let navigation = try MockUI.object(receiver, site, as: NavigationObject.self)
            guard navigation.stack.count > 1, let top = navigation.stack.popLast() else { return .void }
            try top.viewWillDisappear(site.runtime)
            return .void
        }
        table.addMethod("push", [Param.positional()], result: { _, _ in .void }, push)
        table.addMethod("pushViewController", [Param.positional(), Param.labeled("animated", .bool)],
                        result: { _, _ in .void }, push)
        table.addMethod("pop", [], result: { _, _ in .void }, pop)
        table.addMethod("popViewController", [Param.labeled("animated", .bool)], result: { _, _ in .void }, pop)
        table.addProperty("topViewController", type: { _ in .optional(.library("UIViewController", [])) }) { value, site in
            .optional(try MockUI.object(value, site, as: NavigationObject.self).stack.last.map { .object($0) })
        }
        table.addMethod("present", [Param.positional(), Param.optional("animated", .bool, default: .bool(true))],
                        result: { _, _ in .void }) { _, arguments, site in
            let screen = try MockUIScreen.current(site, "UINavigationController")
            screen.alert = try MockUI.object(arguments[0], site, as: AlertObject.self)
            return .void
        }
    }
}
