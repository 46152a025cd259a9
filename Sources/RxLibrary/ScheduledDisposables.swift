import Interpreter
import RxSwift

/// `ScheduledDisposable(scheduler:disposable:)`: `dispose()` schedules the disposal of what it
/// wraps on `scheduler`, so it happens when the scheduler runs the work.
///
/// ```
/// let scheduled = ScheduledDisposable(scheduler: MainScheduler.asyncInstance, disposable: subscription)
/// scheduled.dispose()   // `subscription` is disposed at the main queue's next turn
/// ```
package enum ScheduledDisposables {
    package static func register(_ registry: LibrarySet) {
        let type = SwiftType.library("ScheduledDisposable", [])
        registry.typeNames["ScheduledDisposable"] = { _ in type }
        registry.completionNames.insert("ScheduledDisposable")
        registry.staticTable("ScheduledDisposable").addMethod(
            "init", [Param.labeled("scheduler", .library("ImmediateSchedulerType", [])),
                     Param.labeled("disposable", .library("Disposable", []))], result: { _, _ in type }
        ) { _, arguments, site in
            let scheduler = try RxValues.immediateScheduler(arguments[0], site, 0)
            let wrapped = try DisposableMembers.disposable(arguments[1], site, 1)
            return .object(ScheduledDisposableObject(ScheduledDisposable(scheduler: scheduler, disposable: wrapped),
                                                     scheduler: arguments[0], events: site.runtime.events))
        }
        let members = registry.instanceTable(.library("ScheduledDisposable"), parent: registry.instanceTable(.library("Disposable")))
        members.addProperty("scheduler", type: { _ in .library("ImmediateSchedulerType", []) }) { receiver, _ in
            guard case .object(let object as ScheduledDisposableObject) = receiver else { return .void }
            return object.scheduler
        }
        // RxSwift keeps the wrapped disposable private.
        members.addProperty("disposable", type: { _ in .library("Disposable", []) }) { _, site in
            throw site.error("'disposable' is inaccessible due to 'private' protection level")
        }
    }
}

/// A learner's `ScheduledDisposable`: disposed (for `isDisposed`) once the scheduler ran the
/// disposal.
final class ScheduledDisposableObject: DisposableObject {
    let scheduled: ScheduledDisposable
    /// The scheduler as learner code gave it.
    let scheduler: Value

    init(_ scheduled: ScheduledDisposable, scheduler: Value, events: EventHub) {
        self.scheduled = scheduled
        self.scheduler = scheduler
        super.init(scheduled, kind: .disposable, typeName: "ScheduledDisposable", events: events)
    }

    override var typeBaseName: String { "ScheduledDisposable" }
    override var family: MemberFamily { .library("ScheduledDisposable") }
    override var isDisposed: Bool { scheduled.isDisposed }
}
