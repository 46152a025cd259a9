import Interpreter
import RxLibrary
import RxCore

/// The UIKit stand-ins' state in one interpreter: the stand-ins on screen and the photo library.
/// The session draws it (`UIKitStandIns.screen`); the stand-ins never print layout themselves.
final class MockUIScreen {
    var controllers: [ViewControllerObject] = []
    var buttons: [ButtonObject] = []
    var fields: [TextFieldObject] = []
    var previews: [ImageViewObject] = []
    var navigation: NavigationObject?
    var alert: AlertObject?
    lazy var library = PhotoLibraryObject()

    /// What is on screen now: the controller on top (or the first one made) and what belongs to it.
    var snapshot: ScreenSnapshot {
        let controller = navigation?.stack.last ?? controllers.first
        // Only what belongs to the controller on top (or to no controller) is on screen.
        let shown = { (object: MockUIObject) in object.owner == nil || object.owner === controller }
        return ScreenSnapshot(
            hasController: controller != nil,
            title: controller?.title,
            buttons: buttons.filter(shown).map { .init(title: $0.title, isEnabled: $0.isEnabled) },
            fields: fields.filter(shown).map { .init(placeholder: $0.placeholder, text: $0.text) },
            previews: previews.filter(shown).map { $0.image?.name },
            alert: alert.map { .init(title: $0.title, message: $0.message) })
    }

    /// The screen of the running interpreter.
    static func current(_ site: CallSite, _ name: String) throws -> MockUIScreen {
        if let kit = site.runtime.libraries.state(UIKitStandIns.self) { return kit.screenState }
        throw site.error("'\(name)' belongs to the UIKit stand-ins, which this interpreter was not given")
    }
}

/// A stand-in for a UIKit object: reference semantics, members from the table named after it.
class MockUIObject: RuntimeObject {
    /// The controller that was made last before this view: the screen it belongs to.
    weak var owner: ViewControllerObject?
    var typeName: String { "UIView" }
    var type: SwiftType { .library(typeName, []) }
    var family: MemberFamily { .library(typeName) }
    var printed: String { type.description }
    var summary: String { printed }
    func isEqual(to other: RuntimeObject) -> Bool { self === other }
    func conforms(to expected: SwiftType) -> Bool { RuntimeObjects.sameLibraryType(type, expected) }
}

/// The `rx` of a stand-in (`button.rx.tap`, `field.rx.text`, `controller.rx.viewWillDisappear`).
final class ReactiveObject: RuntimeObject {
    let base: MockUIObject

    init(_ base: MockUIObject) {
        self.base = base
    }

    var type: SwiftType { .library("Reactive", [base.type]) }
    var family: MemberFamily { .library("Reactive") }
}

/// Registers every stand-in's tables.
enum MockUI {
    static let typeNames: Set<String> = [
        "UIImage", "UIButton", "UIBarButtonItem", "UIViewController", "UIImageView", "UITextField",
        "UINavigationController", "UIAlertController", "PhotoLibrary", "Reactive",
    ]

    static func register(_ registry: LibrarySet) {
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
