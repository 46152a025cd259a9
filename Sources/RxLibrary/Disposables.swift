import Interpreter
import RxSwift

/// `Disposables.create`, `DisposeBag`, `dispose()`, `disposed(by:)` and composites.
package enum DisposableMembers {
    package static func disposable(_ value: Value, _ site: CallSite, _ index: Int) throws -> Disposable {
        if case .object(let object) = value {
            if let disposable = object as? DisposableObject { return disposable }
            if let subject = object as? SubjectObject { return Disposables.create { subject.dispose() } }
        }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Disposable'",
                         at: site.range(of: index))
    }

    package static func bag(_ value: Value, _ site: CallSite, _ index: Int) throws -> DisposeBagObject {
        if case .object(let object as DisposeBagObject) = value { return object }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'DisposeBag'",
                         at: site.range(of: index))
    }

    /// Puts `disposable` into `bag` and tells the timeline.
    package static func insert(_ disposable: Disposable, into bag: DisposeBagObject, _ site: CallSite) {
        bag.insert(disposable)
        if let object = disposable as? DisposableObject { site.runtime.events.added(object.id, to: bag.id) }
    }

    // swiftlint:disable:next function_body_length
    package static func register(_ registry: LibrarySet) {
        let disposableType = SwiftType.library("Disposable", [])
        let statics = registry.staticTable("Disposables")
        func wrap(_ disposable: Disposable, _ site: CallSite, typeName: String = "Disposable") -> Value {
            .object(DisposableObject(disposable, kind: .disposable, typeName: typeName, events: site.runtime.events))
        }
        statics.addMethod("create", [], result: { _, _ in disposableType }) { _, _, site in wrap(Disposables.create(), site) }
        statics.addMethod("create", [Param.closure("with")], result: { _, _ in .library("Cancelable", []) },
                          closures: { _, _ in [] }) { _, arguments, site in
            let action = try Builtins.function(arguments[0], site, 0)
            let runtime = site.runtime
            return wrap(Disposables.create { runtime.callHandler(action, []) }, site, typeName: "Cancelable")
        }
        statics.addMethod("create", [Param.positional(), Param.positional(), Param.variadic(nil)],
                          result: { _, _ in .library("Cancelable", []) }) { _, arguments, site in
            var all = [try disposable(arguments[0], site, 0), try disposable(arguments[1], site, 1)]
            if case .array(let more) = arguments[2] {
                all += try more.map { try disposable($0, site, 2) }
            }
            return wrap(Disposables.create(all), site, typeName: "Cancelable")
        }
        statics.addMethod("create", [Param.positional(.array(disposableType))], result: { _, _ in .library("Cancelable", []) }) {
            _, arguments, site in
            let all = try Builtins.elements(arguments[0], site, 0).map { try disposable($0, site, 0) }
            return wrap(Disposables.create(all), site, typeName: "Cancelable")
        }
        registry.staticTable("DisposeBag").addMethod("init", [], result: { _, _ in .library("DisposeBag", []) }) { _, _, site in
            .object(DisposeBagObject(events: site.runtime.events))
        }
        registry.staticTable("CompositeDisposable").addMethod("init", [Param.variadic(nil)],
                                                              result: { _, _ in .library("CompositeDisposable", []) }) {
            _, arguments, site in
            let composite = CompositeDisposable()
            if case .array(let items) = arguments[0] {
                for item in items { _ = composite.insert(try disposable(item, site, 0)) }
            }
            return wrap(composite, site, typeName: "CompositeDisposable")
        }

        let members = registry.instanceTable(.library("Disposable"))
        members.addMethod("dispose", [], result: { _, _ in .void }) { receiver, _, site in
            try disposable(receiver, site, 0).dispose()
            try site.runtime.checkPending()
            return .void
        }
        registry.checkedParameterTypes.insert("DisposeBag")
        members.addMethod("disposed", [Param.labeled("by", .library("DisposeBag", []))], result: { _, _ in .void }) {
            receiver, arguments, site in
            insert(try disposable(receiver, site, 0), into: try bag(arguments[0], site, 0), site)
            return .void
        }
        var legacy = MethodEntry(parameters: [Param.positional(.library("DisposeBag", []))], body: { receiver, arguments, site in
            insert(try disposable(receiver, site, 0), into: try bag(arguments[0], site, 0), site)
            return .void
        }, resultType: { _, _ in .void })
        legacy.legacyNote = "'addDisposableTo' is now 'disposed(by:)' (RxSwift 6)"
        members.add("addDisposableTo", legacy)
        members.hiddenNames.insert("addDisposableTo")
        members.addProperty("isDisposed", type: { _ in .bool }) { value, _ in
            if case .object(let object as DisposableObject) = value { return .bool(object.isDisposed) }
            return .bool(false)
        }
        members.addMethod("insert", [Param.positional(disposableType)], result: { _, _ in .void }) { receiver, arguments, site in
            guard case .object(let object as DisposableObject) = receiver else { return .void }
            _ = object
            throw site.error("'insert' is available on a DisposeBag or CompositeDisposable")
        }

        let bagMembers = registry.instanceTable(.library("DisposeBag"))
        bagMembers.addMethod("insert", [Param.positional(disposableType)], result: { _, _ in .void }) {
            receiver, arguments, site in
            insert(try disposable(arguments[0], site, 0), into: try bag(receiver, site, 0), site)
            return .void
        }
        bagMembers.addMethod("insert", [Param.positional(), Param.positional(), Param.variadic(nil)], result: { _, _ in .void }) {
            receiver, arguments, site in
            let target = try bag(receiver, site, 0)
            var items = [arguments[0], arguments[1]]
            if case .array(let more) = arguments[2] { items += more }
            for item in items { insert(try disposable(item, site, 0), into: target, site) }
            return .void
        }
    }
}
