import Interpreter
import RxLibrary
import RxCore

/// `UIButton(title:)` and `UIBarButtonItem(title:)`: `title`, `isEnabled`, `rx.tap`, and
/// `tap()` to tap it from the lesson.
final class ButtonObject: MockUIObject {
    let kindName: String
    var title: String?
    var isEnabled = true
    let tapSubject = PublishSubject<Value>()
    private var tapObservable: ObservableObject?

    init(kindName: String, title: String?) {
        self.kindName = kindName
        self.title = title
    }

    override var typeName: String { kindName }
    override var printed: String { "\(kindName)(\(title ?? "nil"))" }

    /// The same observable every time, so it keeps one lane on the timeline.
    func taps(_ events: EventHub) -> ObservableObject {
        if let tapObservable { return tapObservable }
        let made = ObservableObject(.values(tapSubject.asObservable()), elementType: .void, upstream: [], events: events)
        tapObservable = made
        return made
    }
}

enum MockButton {
    static func register(_ registry: LibrarySet) {
        for name in ["UIButton", "UIBarButtonItem"] {
            registry.staticTable(name).addMethod("init", [Param.optional("title", .optional(.string))],
                                                 result: { _, _ in .library(name, []) }) { _, arguments, site in
                let screen = try MockUIScreen.current(site, name)
                let button = ButtonObject(kindName: name, title: try MockUI.optionalString(arguments[0], site, 0))
                button.owner = screen.controllers.last
            screen.buttons.append(button)
                return .object(button)
            }
            let table = registry.instanceTable(.library(name))
            MockUI.addRx(table)
            table.addProperty("title", type: { _ in .optional(.string) }) { value, site in
                .optional(try MockUI.object(value, site, as: ButtonObject.self).title.map { .string($0) })
            }
            table.addSetter("title") { target, new, site in
                try MockUI.object(target, site, as: ButtonObject.self).title = try MockUI.optionalString(new, site, 0)
            }
            table.addProperty("isEnabled", type: { _ in .bool }) { value, site in
                .bool(try MockUI.object(value, site, as: ButtonObject.self).isEnabled)
            }
            table.addSetter("isEnabled") { target, new, site in
                try MockUI.object(target, site, as: ButtonObject.self).isEnabled = try Builtins.bool(new, site, 0)
            }
            table.addMethod("tap", [], result: { _, _ in .void }) { receiver, _, site in
                let button = try MockUI.object(receiver, site, as: ButtonObject.self)
                guard button.isEnabled else {
                    site.runtime.write("(\(button.title ?? name) is disabled: the tap does nothing)\n")
                    return .void
                }
                try site.runtime.checkPending()
                button.tapSubject.on(.next(.void))
                try site.runtime.checkPending()
                return .void
            }
        }
    }
}
