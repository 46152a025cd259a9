import Interpreter
import RxCore

/// Schedulers learner code names: all of them are the session's virtual-time scheduler (except
/// the current-thread trampoline), and `RxTimeInterval` values.
package enum Schedulers {
    package static func register(_ registry: LibrarySet) {
        for name in ["MainScheduler", "ConcurrentMainScheduler"] {
            let statics = registry.staticTable(name)
            for property in ["instance", "asyncInstance"] {
                statics.addProperty(property, type: { _ in .library(name, []) }) { _, site in
                    .object(SchedulerObject(site.runtime.scheduler, name: name))
                }
            }
        }
        registry.staticTable("CurrentThreadScheduler").addProperty("instance", type: { _ in .library("CurrentThreadScheduler", []) }) {
            _, _ in .object(SchedulerObject(CurrentThreadScheduler.instance, name: "CurrentThreadScheduler"))
        }
        for name in ["ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler", "OperationQueueScheduler"] {
            let statics = registry.staticTable(name)
            for label in ["qos", "internalSerialQueueName", "queue", "operationQueue"] {
                statics.addMethod("init", [Param.labeled(label, label == "qos" ? .library("DispatchQoS", []) : .unknown)],
                                  result: { _, _ in .library(name, []) }) { _, _, site in
                    .object(SchedulerObject(site.runtime.scheduler, name: name))
                }
            }
        }
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
