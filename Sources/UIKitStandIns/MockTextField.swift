import Interpreter
import RxLibrary
import RxCore

/// `UITextField(placeholder:)`: `text`, `rx.text` (the current text, then every change), and
/// `type(_:)` / `clear()` to edit it from the lesson.
final class TextFieldObject: MockUIObject {
    let placeholder: String
    let textSubject = BehaviorSubject<Value>(value: .optional(.string("")))
    private var textObservable: ObservableObject?

    init(placeholder: String) {
        self.placeholder = placeholder
    }

    var text: String? {
        if case .optional(.some(.string(let text)))? = try? textSubject.value() { return text }
        return nil
    }

    override var typeName: String { "UITextField" }
    override var printed: String { "UITextField(\(placeholder): \(text ?? ""))" }

    func texts(_ events: EventHub) -> ObservableObject {
        if let textObservable { return textObservable }
        let made = ObservableObject(.values(textSubject.asObservable()), elementType: .optional(.string),
                                    upstream: [], events: events)
        textObservable = made
        return made
    }
}

enum MockTextField {
    static func register(_ registry: LibrarySet) {
        registry.staticTable("UITextField").addMethod("init", [Param.optional("placeholder", .string, default: .string(""))],
                                                      result: { _, _ in .library("UITextField", []) }) { _, arguments, site in
            let screen = try MockUIScreen.current(site, "UITextField")
            let field = TextFieldObject(placeholder: try Builtins.string(arguments[0], site, 0))
            field.owner = screen.controllers.last
            screen.fields.append(field)
            return .object(field)
        }
        let table = registry.instanceTable(.library("UITextField"))
        MockUI.addRx(table)
        table.addProperty("text", type: { _ in .optional(.string) }) { value, site in
            .optional(try MockUI.object(value, site, as: TextFieldObject.self).text.map { .string($0) })
        }
        table.addMethod("type", [Param.positional(.string)], result: { _, _ in .void }) { receiver, arguments, site in
            let field = try MockUI.object(receiver, site, as: TextFieldObject.self)
            let typed = try Builtins.string(arguments[0], site, 0)
            try site.runtime.checkPending()
            field.textSubject.on(.next(.optional(.string((field.text ?? "") + typed))))
            try site.runtime.checkPending()
            return .void
        }
        table.addMethod("clear", [], result: { _, _ in .void }) { receiver, _, site in
            let field = try MockUI.object(receiver, site, as: TextFieldObject.self)
            field.textSubject.on(.next(.optional(.string(""))))
            try site.runtime.checkPending()
            return .void
        }
    }
}
