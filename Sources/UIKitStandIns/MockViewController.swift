import Interpreter
import RxLibrary
import RxCore

/// `UIViewController(title:)`: `title`, `present(_:animated:)` for an alert, and
/// `viewWillDisappear`, as `rx.viewWillDisappear` and as the closure `onViewWillDisappear`,
/// both fired when a navigation stack pops it.
final class ViewControllerObject: MockUIObject {
    var title: String?
    var onViewWillDisappear: Value = .optional(nil)
    let disappearSubject = PublishSubject<Value>()
    private var disappearObservable: ObservableObject?

    init(title: String?) {
        self.title = title
    }

    override var typeName: String { "UIViewController" }
    override var printed: String { "UIViewController(\(title ?? "nil"))" }

    func disappearing(_ events: EventHub) -> ObservableObject {
        if let disappearObservable { return disappearObservable }
        let made = ObservableObject(.values(disappearSubject.asObservable()), elementType: .void, upstream: [],
                                    events: events)
        disappearObservable = made
        return made
    }

    /// What UIKit calls before the controller leaves the screen.
    func viewWillDisappear(_ runtime: Runtime) throws {
        try MockUI.call(onViewWillDisappear, [], runtime)
        try runtime.checkPending()
        disappearSubject.on(.next(.void))
        try runtime.checkPending()
    }
}

enum MockViewController {
    static func register(_ registry: LibrarySet) {
        registry.staticTable("UIViewController").addMethod(
            "init", [Param.optional("title", .optional(.string))], result: { _, _ in .library("UIViewController", []) }
        ) { _, arguments, site in
            let screen = try MockUIScreen.current(site, "UIViewController")
            let controller = ViewControllerObject(title: try MockUI.optionalString(arguments[0], site, 0))
            screen.controllers.append(controller)
            return .object(controller)
        }
        let table = registry.instanceTable(.library("UIViewController"))
        MockUI.addRx(table)
        table.addProperty("title", type: { _ in .optional(.string) }) { value, site in
            .optional(try MockUI.object(value, site, as: ViewControllerObject.self).title.map { .string($0) })
        }
        table.addSetter("title") { target, new, site in
            try MockUI.object(target, site, as: ViewControllerObject.self).title = try MockUI.optionalString(new, site, 0)
        }
        table.addProperty("onViewWillDisappear", type: { _ in .optional(.function([], .void)) }) { value, site in
            try MockUI.object(value, site, as: ViewControllerObject.self).onViewWillDisappear
        }
        table.addSetter("onViewWillDisappear") { target, new, site in
            try MockUI.object(target, site, as: ViewControllerObject.self).onViewWillDisappear = new
        }
        table.addMethod("present", [Param.positional(), Param.optional("animated", .bool, default: .bool(true))],
                        result: { _, _ in .void }) { _, arguments, site in
            let screen = try MockUIScreen.current(site, "UIViewController")
            screen.alert = try MockUI.object(arguments[0], site, as: AlertObject.self)
            return .void
        }
    }
}
