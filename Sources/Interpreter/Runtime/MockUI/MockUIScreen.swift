import RxCore

/// The mock UI kit's state in one interpreter: the stand-ins on screen, the photo library, and
/// the last drawing of the screen (a new one is drawn at the end of an input when it differs).
final class MockUIScreen {
    var controllers: [ViewControllerObject] = []
    var buttons: [ButtonObject] = []
    var fields: [TextFieldObject] = []
    var previews: [ImageViewObject] = []
    var navigation: NavigationObject?
    var alert: AlertObject?
    lazy var library = PhotoLibraryObject()
    private var lastDrawn = ""

    /// Writes the screen's box to the output when it changed since the last one.
    func flush(_ runtime: Runtime) {
        let text = render()
        guard text != lastDrawn else { return }
        lastDrawn = text
        if !text.isEmpty { runtime.write(text) }
    }

    /// The screen as a small box: title, buttons (✓ enabled, ✗ disabled), text fields, the
    /// preview, and a presented alert. Empty while nothing is on screen.
    func render() -> String {
        let controller = navigation?.stack.last ?? controllers.first
        // Only what belongs to the controller on top (or to no controller) is on screen.
        let shown = { (object: MockUIObject) in object.owner == nil || object.owner === controller }
        let buttons = self.buttons.filter(shown), fields = self.fields.filter(shown), previews = self.previews.filter(shown)
        var lines: [String] = []
        if !buttons.isEmpty {
            lines.append(buttons.map { "\($0.title ?? "?") \($0.isEnabled ? "✓" : "✗")" }.joined(separator: "  "))
        }
        if !fields.isEmpty {
            lines.append(fields.map { "\($0.placeholder) [\($0.text ?? "")]" }.joined(separator: "  "))
        }
        for preview in previews {
            lines.append("preview: " + (preview.image?.name ?? "empty"))
        }
        if let alert {
            lines.append("alert: \(alert.title)" + (alert.message.map { " · \($0)" } ?? "") + " [Close]")
        }
        if lines.isEmpty && controller == nil { return "" }
        var text = (controller?.title).map { "┌─ \($0) ─\n" } ?? "┌─\n"
        for line in lines { text += "│ \(line)\n" }
        return text + "└─\n"
    }

    /// The screen of the running interpreter, or an error naming the stand-in when the kit is off.
    static func current(_ site: CallSite, _ name: String) throws -> MockUIScreen {
        if let screen = site.runtime.mockUI { return screen }
        throw site.error("'\(name)' belongs to the mock UI kit, which is off (InterpreterConfiguration.mockUIKit)")
    }
}

/// A stand-in for a UIKit object: reference semantics, members from the table named after it.
class MockUIObject: RuntimeObject {
    /// The controller that was made last before this view: the screen it belongs to.
    weak var owner: ViewControllerObject?
    var typeName: String { "UIView" }
    override var type: SwiftType { .library(typeName, []) }
    override var family: MemberFamily { .library(typeName) }
}

/// The `rx` of a stand-in (`button.rx.tap`, `field.rx.text`, `controller.rx.viewWillDisappear`).
final class ReactiveObject: RuntimeObject {
    let base: MockUIObject

    init(_ base: MockUIObject) {
        self.base = base
    }

    override var type: SwiftType { .library("Reactive", [base.type]) }
    override var family: MemberFamily { .library("Reactive") }
}

/// Registers every stand-in's tables.
enum MockUI {
    static let typeNames: Set<String> = [
        "UIImage", "UIButton", "UIBarButtonItem", "UIViewController", "UIImageView", "UITextField",
        "UINavigationController", "UIAlertController", "PhotoLibrary", "Reactive",
    ]

    static func register(_ registry: LibraryTables.Registry) {
        MockImage.register(registry)
        MockButton.register(registry)
        MockTextField.register(registry)
        MockImageView.register(registry)
        MockViewController.register(registry)
        MockNavigation.register(registry)
        MockAlert.register(registry)
        MockPhotoLibrary.register(registry)
        let reactive = registry.instanceTable(.library("Reactive"))
        reactive.addProperty("tap", type: { _ in .library("Observable", [.void]) }) { value, site in
            guard case .object(let object as ReactiveObject) = value, let button = object.base as? ButtonObject else {
                throw site.error("value has no member 'tap'")
            }
            return .object(button.taps(site.runtime.events))
        }
        reactive.addProperty("text", type: { _ in .library("Observable", [.optional(.string)]) }) { value, site in
            guard case .object(let object as ReactiveObject) = value, let field = object.base as? TextFieldObject else {
                throw site.error("value has no member 'text'")
            }
            return .object(field.texts(site.runtime.events))
        }
        reactive.addProperty("viewWillDisappear", type: { _ in .library("Observable", [.void]) }) { value, site in
            guard case .object(let object as ReactiveObject) = value,
                  let controller = object.base as? ViewControllerObject else {
                throw site.error("value has no member 'viewWillDisappear'")
            }
            return .object(controller.disappearing(site.runtime.events))
        }
    }

    /// Adds `rx` to a stand-in's table.
    static func addRx(_ table: MemberTable) {
        table.addProperty("rx", type: { .library("Reactive", [$0]) }) { value, site in
            guard case .object(let object as MockUIObject) = value else { throw site.error("value has no member 'rx'") }
            return .object(ReactiveObject(object))
        }
    }

    /// The stand-in of type `T` in a value (or in an optional), or a Swift-like conversion error.
    static func object<T: MockUIObject>(_ value: Value, _ site: CallSite, as _: T.Type) throws -> T {
        if case .object(let object as T) = value { return object }
        if case .optional(.some(.object(let object as T))) = value { return object }
        throw site.error("cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type '\(T.self)'")
    }

    /// An optional string argument.
    static func optionalString(_ value: Value, _ site: CallSite, _ index: Int) throws -> String? {
        if case .optional(nil) = value { return nil }
        if case .optional(.some(let inner)) = value { return try Builtins.string(inner, site, index) }
        return try Builtins.string(value, site, index)
    }

    /// Calls a learner closure kept by a stand-in, if there is one.
    static func call(_ closure: Value, _ arguments: [Value], _ runtime: Runtime) throws {
        switch closure {
        case .function(let function): _ = try function.call(arguments, runtime)
        case .optional(.some(.function(let function))): _ = try function.call(arguments, runtime)
        default: break
        }
    }
}
