import Interpreter
import RxLibrary

/// RxCocoa's `DelegateProxy<ParentObject, Delegate>`, the class a learner's delegate proxy
/// inherits from (its generic arguments are read, not checked), with what `DelegateProxyType`'s
/// extension gives the subclass: `register { … }`, `proxy(for:)`, `forwardToDelegate()` and
/// `setForwardToDelegate(_:retainDelegate:)`.
///
/// `proxy(for: object)` hands back the one proxy of that class for `object`: made the first time
/// by the factory the class's `registerKnownImplementations()` registered, kept alive by
/// `object` (so its `deinit` runs when `object` goes), and installed with the class's
/// `setCurrentDelegate(_:to:)` whenever `currentDelegate(for:)` is not the proxy, the delegate
/// found there becoming the one the proxy forwards to (held weakly). As in RxCocoa, a delegate
/// method the proxy class does not implement goes straight to that delegate (the stand-ins
/// that call delegates do this); the ones it implements forward with
/// `forwardToDelegate()?.method?(…)` themselves.
///
/// ```swift
/// class RxImagePickerDelegateProxy: DelegateProxy<UIImagePickerController, UIImagePickerControllerDelegate & UINavigationControllerDelegate>,
///     DelegateProxyType, UIImagePickerControllerDelegate, UINavigationControllerDelegate { … }
/// RxImagePickerDelegateProxy.proxy(for: picker)   // the same proxy every time
/// ```
final class DelegateProxyObject: RuntimeObject {
    /// The object whose delegate the proxy is, held weakly as RxCocoa does.
    weak var parent: UIKitObject?
    /// The delegate calls are forwarded to: a `WeakReference`, or the delegate itself when retained.
    var forward: Value = .none

    var type: SwiftType { .library("DelegateProxy", []) }
    var family: MemberFamily { .library("DelegateProxy") }
    var printed: String { "<DelegateProxy>" }
    var summary: String { printed }
    func isEqual(to other: RuntimeObject) -> Bool { self === other }
    func conforms(to expected: SwiftType) -> Bool { expected.libraryName == "DelegateProxy" }

    /// The delegate calls are forwarded to, as learner code reads it.
    var forwardValue: Value {
        if case .object(let reference as WeakReference) = forward { return reference.value }
        return forward
    }

    static func register(_ registry: LibrarySet) {
        registry.classes["DelegateProxy"] = LibraryClass(type: .library("DelegateProxy", [])) { _ in DelegateProxyObject() }
        registry.typeNames["DelegateProxyType"] = { _ in .any }
        registry.protocolNames.insert("DelegateProxyType")
        let table = registry.instanceTable(.library("DelegateProxy"))
        table.addMethod("init", [Param.labeled("parentObject"), Param.labeled("delegateProxy")], result: { _, _ in .void }) {
            receiver, arguments, site in
            let proxy = try StandIns.object(receiver, site, as: DelegateProxyObject.self)
            proxy.parent = try StandIns.object(arguments[0], site, as: UIKitObject.self)
            return .void
        }
        table.addMethod("forwardToDelegate", [], result: { _, _ in .optional(.any) }) { receiver, _, site in
            try StandIns.object(receiver, site, as: DelegateProxyObject.self).forwardValue
        }
        table.addMethod("setForwardToDelegate", [Param.positional(), Param.labeled("retainDelegate", .bool)],
                        result: { _, _ in .void }) { receiver, arguments, site in
            let proxy = try StandIns.object(receiver, site, as: DelegateProxyObject.self)
            proxy.forward = try Builtins.bool(arguments[1], site, 1) ? arguments[0] : .object(WeakReference(arguments[0]))
            return .void
        }
        let statics = registry.staticTable("DelegateProxy")
        statics.addMethod("register", [Param.closure("make")], result: { _, _ in .void }, closures: { _, _ in [.unknown] }) {
            receiver, arguments, site in
            guard case .type(let proxyType) = receiver else { return .void }
            try proxies(site).factories[proxyType.description] = arguments[0]
            return .void
        }
        statics.addMethod("proxy", [Param.labeled("for")], result: { receiver, _ in receiver }) { receiver, arguments, site in
            guard case .type(let proxyType) = receiver else { throw site.error("proxy(for:) is called on a DelegateProxy subclass") }
            return try proxy(of: proxyType, for: arguments[0], site)
        }
    }

    private static func proxies(_ site: CallSite) throws -> DelegateProxyFactories {
        guard let kit = site.runtime.libraries.state(UIKitStandIns.self) else {
            throw site.error("'DelegateProxy' belongs to the UIKit stand-ins, which this interpreter was not given")
        }
        return kit.delegateProxies
    }

    /// `proxy(for:)`: the proxy of `proxyType` for `object`, made, kept and installed as needed.
    private static func proxy(of proxyType: SwiftType, for object: Value, _ site: CallSite) throws -> Value {
        let runtime = site.runtime
        let parent = try StandIns.object(object, site, as: UIKitObject.self)
        let name = proxyType.description
        let proxy: Value
        if let existing = parent.delegateProxies[name] {
            proxy = existing
        } else {
            let factories = try proxies(site)
            if factories.registered.insert(name).inserted {
                _ = try runtime.callLearnerStaticMethod(of: proxyType, "registerKnownImplementations", labels: [], [])
                try runtime.checkPending()
            }
            guard let make = factories.factories[name], case .function(let function) = make else {
                throw site.error("'\(name)' has no factory for \(parent.typeName): register one in its "
                                 + "registerKnownImplementations() with register { \(name)(…: $0) }")
            }
            proxy = try function.call([object], runtime)
            guard case .object(let instance as ClassInstance) = proxy, let base = instance.base as? DelegateProxyObject else {
                throw site.error("the factory registered for '\(name)' must make a '\(name)'")
            }
            base.parent = parent
            parent.delegateProxies[name] = proxy
        }
        let current = try requirement(proxyType, "currentDelegate", labels: ["for"], [object], site)
        if !isSameObject(current, proxy) {
            if case .object(let instance as ClassInstance) = proxy, let base = instance.base as? DelegateProxyObject {
                base.forward = .object(WeakReference(current))
            }
            _ = try requirement(proxyType, "setCurrentDelegate", labels: [nil, "to"], [.optional(proxy), object], site)
        }
        return proxy
    }

    /// Calls a static requirement of `DelegateProxyType` on the learner's proxy class.
    private static func requirement(_ proxyType: SwiftType, _ name: String, labels: [String?], _ arguments: [Value],
                                    _ site: CallSite) throws -> Value {
        guard let result = try site.runtime.callLearnerStaticMethod(of: proxyType, name, labels: labels, arguments) else {
            let signature = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            throw site.error("type '\(proxyType)' does not conform to protocol 'DelegateProxyType': it needs static func \(signature)")
        }
        try site.runtime.checkPending()
        return result
    }

    private static func isSameObject(_ value: Value, _ other: Value) -> Bool {
        func object(_ value: Value) -> AnyObject? {
            switch value {
            case .object(let object), .optional(.some(.object(let object))): return object
            default: return nil
            }
        }
        guard let first = object(value), let second = object(other) else { return false }
        return first === second
    }
}

/// The factories `register { … }` recorded, by proxy class, and the classes whose
/// `registerKnownImplementations()` ran; one per interpreter.
final class DelegateProxyFactories {
    var factories: [String: Value] = [:]
    var registered: Set<String> = []
}
