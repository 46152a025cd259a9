import Interpreter
import RxSwift

/// Schedulers learner code names, all on the session's virtual clock: `MainScheduler` on the
/// virtual main queue, the dispatch queue schedulers on virtual queues, the current-thread
/// trampoline; and `RxTimeInterval` values.
package enum Schedulers {
    /// `SerialDispatchQueueScheduler` and `ConcurrentDispatchQueueScheduler` over virtual queues;
    /// `OperationQueueScheduler` as a concurrent one.
    private static func registerDispatchQueueSchedulers(_ registry: LibrarySet) {
        let queueType = SwiftType.library("DispatchQueue", [])
        let kinds: [(String, Bool)] = [
            ("SerialDispatchQueueScheduler", false), ("ConcurrentDispatchQueueScheduler", true), ("OperationQueueScheduler", true),
        ]
        for (name, concurrent) in kinds {
            let statics = registry.staticTable(name)
            let make: (CallSite, VirtualQueue) -> Value = { site, queue in
                .object(SchedulerObject(VirtualQueueScheduler(dispatch: site.runtime.rx.dispatch, queue: queue), name: name))
            }
            statics.addMethod("init", [Param.labeled("qos", .library("DispatchQoS", [])),
                                       Param.optional("leeway", .library("RxTimeInterval", []))],
                              result: { _, _ in .library(name, []) }) { _, arguments, site in
                let dispatch = site.runtime.rx.dispatch
                let qos = (try? Builtins.string(arguments[0], site, 0)) ?? "default"
                return make(site, concurrent ? dispatch.global(qos: qos) : VirtualQueue(label: "rx.global_dispatch_queue.serial.\(qos)"))
            }
            for label in ["queue", "serialQueue", "operationQueue"] {
                statics.addMethod("init", [Param.labeled(label, queueType),
                                           Param.optional("internalSerialQueueName", .string, default: .string("")),
                                           Param.optional("leeway", .library("RxTimeInterval", []))],
                                  result: { _, _ in .library(name, []) }) { _, arguments, site in
                    guard case .object(let object as DispatchQueueObject) = arguments[0] else {
                        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: arguments[0]))' to expected argument type 'DispatchQueue'",
                                         at: site.range(of: 0))
                    }
                    let queue = object.queue
                    return make(site, concurrent || queue.isConcurrent ? queue : VirtualQueue(label: queue.label, isMain: queue.isMain))
                }
            }
            statics.addMethod("init", [Param.labeled("internalSerialQueueName", .string)],
                              result: { _, _ in .library(name, []) }) { _, arguments, site in
                make(site, VirtualQueue(label: try Builtins.string(arguments[0], site, 0), isConcurrent: concurrent))
            }
        }
    }

    package static func register(_ registry: LibrarySet) {
        for name in ["MainScheduler", "ConcurrentMainScheduler"] {
            let statics = registry.staticTable(name)
            statics.addProperty("instance", type: { _ in .library(name, []) }) { _, site in
                .object(SchedulerObject(site.runtime.rx.mainScheduler, name: name))
            }
            statics.addProperty("asyncInstance", type: { _ in .library(name == "MainScheduler" ? "SerialDispatchQueueScheduler" : name, []) }) { _, site in
                .object(SchedulerObject(site.runtime.rx.mainAsyncScheduler,
                                        name: name == "MainScheduler" ? "SerialDispatchQueueScheduler" : name))
            }
        }
        registry.staticTable("CurrentThreadScheduler").addProperty("instance", type: { _ in .library("CurrentThreadScheduler", []) }) {
            _, _ in .object(SchedulerObject(CurrentThreadScheduler.instance, name: "CurrentThreadScheduler"))
        }
        registry.staticTable("MainScheduler").addMethod("ensureExecutingOnScheduler", [Param.optional("errorMessage", .optional(.string))],
                                                        result: { _, _ in .void }) { _, _, site in
            guard site.runtime.rx.dispatch.isOnMain else {
                throw site.error("Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on main thread.")
            }
            return .void
        }
        registerDispatchQueueSchedulers(registry)
        let qos = registry.staticTable("DispatchQoS")
        for name in ["background", "utility", "default", "userInitiated", "userInteractive", "unspecified"] {
            qos.addProperty(name, type: { _ in .library("DispatchQoS", []) }) { _, _ in .string(name) }
        }
        let scope = registry.staticTable("SubjectLifetimeScope")
        for name in ["whileConnected", "forever"] {
            scope.addProperty(name, type: { _ in .library("SubjectLifetimeScope", []) }) { _, _ in .string(name) }
        }
        let intervals = registry.staticTable("RxTimeInterval")
        let make: [(String, (Int) -> RxTimeInterval)] = [
            ("seconds", { .seconds($0) }), ("milliseconds", { .milliseconds($0) }),
            ("microseconds", { .microseconds($0) }), ("nanoseconds", { .nanoseconds($0) }),
        ]
        for (name, build) in make {
            intervals.addMethod(name, [Param.positional(.int)], result: { _, _ in .library("RxTimeInterval", []) }) {
                _, arguments, site in
                .object(TimeIntervalObject(build(try Builtins.int(arguments[0], site, 0))))
            }
        }
        intervals.addProperty("never", type: { _ in .library("RxTimeInterval", []) }) { _, _ in
            .object(TimeIntervalObject(.never))
        }
    }
}
