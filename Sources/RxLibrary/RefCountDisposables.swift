import Interpreter
import RxSwift

/// `RefCountDisposable(disposable:)`: disposes what it wraps only once it has been disposed and
/// every disposable `retain()` handed out has been disposed too.
///
/// ```
/// let shared = RefCountDisposable(disposable: Disposables.create { print("gone") })
/// let user = shared.retain()
/// shared.dispose()   // nothing yet
/// user.dispose()     // gone
/// ```
package enum RefCountDisposables {
    package static func register(_ registry: LibrarySet) {
        let type = SwiftType.library("RefCountDisposable", [])
        registry.typeNames["RefCountDisposable"] = { _ in type }
        registry.completionNames.insert("RefCountDisposable")
        registry.staticTable("RefCountDisposable").addMethod("init", [Param.labeled("disposable", .library("Disposable", []))],
                                                             result: { _, _ in type }) { _, arguments, site in
            let wrapped = try DisposableMembers.disposable(arguments[0], site, 0)
            return .object(RefCountDisposableObject(RefCountDisposable(disposable: wrapped), events: site.runtime.events))
        }
        let members = registry.instanceTable(.library("RefCountDisposable"), parent: registry.instanceTable(.library("Disposable")))
        members.addMethod("retain", [], result: { _, _ in .library("Disposable", []) }) { receiver, _, site in
            guard case .object(let object as RefCountDisposableObject) = receiver else { return .void }
            return .object(DisposableObject(object.refCount.retain(), kind: .disposable, events: site.runtime.events))
        }
    }
}

/// A learner's `RefCountDisposable`: disposed (for `isDisposed`) once what it wraps is.
final class RefCountDisposableObject: DisposableObject {
    let refCount: RefCountDisposable

    init(_ refCount: RefCountDisposable, events: EventHub) {
        self.refCount = refCount
        super.init(refCount, kind: .disposable, typeName: "RefCountDisposable", events: events)
    }

    override var typeBaseName: String { "RefCountDisposable" }
    override var family: MemberFamily { .library("RefCountDisposable") }
    override var isDisposed: Bool { refCount.isDisposed }
}
