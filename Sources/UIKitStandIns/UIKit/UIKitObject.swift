import Interpreter
import RxLibrary

/// A stand-in for a UIKit object: reference semantics, members from the table named after it.
class UIKitObject: RuntimeObject {
    /// The controller that was made last before this view: the screen it belongs to (or the one
    /// whose navigation item holds it).
    weak var owner: UIViewControllerObject?
    /// `isHidden`: a hidden view is not drawn.
    var isHidden = false
    /// The delegate proxies made for this object (`DelegateProxy`'s `proxy(for:)`), by proxy
    /// class: the object keeps them alive, as RxCocoa associates a proxy with its object.
    var delegateProxies: [String: Value] = [:]
    var typeName: String { "UIView" }
    var type: SwiftType { .library(typeName, []) }
    var family: MemberFamily { .library(typeName) }
    var printed: String { "<\(typeName)>" }
    var summary: String { printed }
    func isEqual(to other: RuntimeObject) -> Bool { self === other }
    func conforms(to expected: SwiftType) -> Bool {
        guard case .library(let name, _) = expected else { return false }
        return StandIns.isKind(typeName, of: name)
    }
}

/// Helpers shared by the stand-ins' tables.
enum StandIns {
    /// UIKit's class hierarchy, as far as the stand-ins go: each class and its superclass.
    static let superclass: [String: String] = [
        "UIControl": "UIView", "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl",
        "UILabel": "UIView", "UIImageView": "UIView", "UITableView": "UIView", "UITableViewCell": "UIView",
        "UINavigationController": "UIViewController", "UIAlertController": "UIViewController",
        "UITableViewController": "UIViewController", "UIImagePickerController": "UINavigationController",
        "UIView": "UIResponder", "UIViewController": "UIResponder", "UIBarButtonItem": "UIBarItem",
    ]

    /// Whether a `actual` stands where `expected` is wanted (a subclass, or the same class).
    static func isKind(_ actual: String, of expected: String) -> Bool {
        var name: String? = actual
        while let current = name {
            if current == expected || expected == "AnyObject" || expected == "NSObject" { return true }
            name = superclass[current]
        }
        return false
    }

    /// The stand-in of type `T` in a value (or in an optional), or a Swift-like conversion error.
    static func object<T: RuntimeObject>(_ value: Value, _ site: CallSite, as _: T.Type, _ index: Int = 0) throws -> T {
        if case .object(let object as T) = value { return object }
        if case .optional(.some(.object(let object as T))) = value { return object }
        // A learner's subclass (`MainViewController: UIViewController`) stands where its base class is wanted.
        if case .object(let instance as ClassInstance) = value, let base = instance.base as? T { return base }
        if case .optional(.some(.object(let instance as ClassInstance))) = value, let base = instance.base as? T { return base }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type '\(name(of: T.self))'",
                         at: site.range(of: index))
    }

    /// The UIKit name of a stand-in class (`UIButtonObject` → `UIButton`).
    static func name<T>(of type: T.Type) -> String {
        let text = String(describing: type)
        return text.hasSuffix("Object") ? String(text.dropLast("Object".count)) : text
    }

    /// An optional stand-in argument (nil stays nil).
    static func optionalObject<T: RuntimeObject>(_ value: Value, _ site: CallSite, as type: T.Type, _ index: Int = 0) throws -> T? {
        if case .optional(nil) = value { return nil }
        return try object(value, site, as: type, index)
    }

    /// An optional string argument.
    static func optionalString(_ value: Value, _ site: CallSite, _ index: Int) throws -> String? {
        if case .optional(nil) = value { return nil }
        if case .optional(.some(let inner)) = value { return try Builtins.string(inner, site, index) }
        return try Builtins.string(value, site, index)
    }

    /// A string as an optional value.
    static func optional(_ text: String?) -> Value { .optional(text.map { .string($0) }) }

    /// A stand-in as an optional value.
    static func optional(_ object: RuntimeObject?) -> Value { .optional(object.map { .object($0) }) }

    /// A controller as learner code sees it: the learner's instance built on it, or the stand-in itself.
    static func controller(_ controller: UIViewControllerObject, _ runtime: Runtime) -> Value {
        runtime.learnerInstance(builtOn: controller) ?? .object(controller)
    }

    /// An optional controller as learner code sees it.
    static func optionalController(_ controller: UIViewControllerObject?, _ runtime: Runtime) -> Value {
        .optional(controller.map { Self.controller($0, runtime) })
    }

    /// Calls a learner closure kept by a stand-in, if there is one; a failure stops the statement.
    static func call(_ closure: Value, _ arguments: [Value], _ runtime: Runtime) {
        switch closure {
        case .function(let function), .optional(.some(.function(let function))):
            runtime.callHandler(function, arguments)
        default: break
        }
    }

    /// Adds a read-write property backed by a key path of a stand-in class.
    static func property<T: UIKitObject>(_ table: MemberTable, _ name: String, _ type: SwiftType, of _: T.Type,
                                         get: @escaping (T) -> Value,
                                         set: ((T, Value, CallSite) throws -> Void)? = nil) {
        table.addProperty(name, type: { _ in type }) { value, site in get(try object(value, site, as: T.self)) }
        if let set {
            table.addSetter(name) { target, new, site in try set(try object(target, site, as: T.self), new, site) }
        }
    }

    /// `isHidden`, on every view.
    static func addViewProperties<T: UIKitObject>(_ table: MemberTable, of type: T.Type) {
        property(table, "isHidden", .bool, of: type, get: { .bool($0.isHidden) }) { view, new, site in
            view.isHidden = try Builtins.bool(new, site, 0)
        }
    }
}
