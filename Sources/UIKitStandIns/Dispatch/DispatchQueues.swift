import Interpreter
import RxLibrary

/// `DispatchQueue.main`, `DispatchQueue.global(qos:)` and `DispatchQueue(label:attributes:)` on
/// the virtual clock: `async` runs the work at the next turn (the session runs one after each
/// input), `asyncAfter(deadline:)` when the clock reaches the deadline, in the order sent, on one
/// thread. `sync` runs the work at once (on the main queue from the main queue it is the deadlock
/// it is in Dispatch, reported as an error).
enum DispatchQueues {
    static let queueType = SwiftType.library("DispatchQueue", [])

    static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("DispatchQueue")
        statics.addProperty("main", type: { _ in queueType }) { _, site in
            .object(DispatchQueueObject(site.runtime.rx.dispatch.main))
        }
        statics.addMethod("global", [Param.optional("qos", .library("DispatchQoS.QoSClass", []), default: .string("default"))],
                          result: { _, _ in queueType }) { _, arguments, site in
            .object(DispatchQueueObject(site.runtime.rx.dispatch.global(qos: try Builtins.string(arguments[0], site, 0))))
        }
        statics.addMethod("init", [Param.labeled("label", .string), Param.optional("qos", .library("DispatchQoS", [])),
                                   Param.optional("attributes", .library("DispatchQueue.Attributes", []), default: .string(""))],
                          result: { _, _ in queueType }) { _, arguments, site in
            let concurrent = (try? Builtins.string(arguments[2], site, 2)) == "concurrent"
            return .object(DispatchQueueObject(VirtualQueue(label: try Builtins.string(arguments[0], site, 0), isConcurrent: concurrent)))
        }
        let qos = registry.staticTable("DispatchQoS.QoSClass")
        for name in ["background", "utility", "default", "userInitiated", "userInteractive", "unspecified"] {
            qos.addProperty(name, type: { _ in .library("DispatchQoS.QoSClass", []) }) { _, _ in .string(name) }
        }
        registry.staticTable("DispatchQueue.Attributes").addProperty("concurrent", type: { _ in
            .library("DispatchQueue.Attributes", [])
        }) { _, _ in .string("concurrent") }
        registerTime(registry)
        registerMembers(registry.instanceTable(.library("DispatchQueue")))
    }

    /// `DispatchTime.now()`: the virtual clock in seconds, so `.now() + 1` is a second later.
    private static func registerTime(_ registry: LibrarySet) {
        registry.staticTable("DispatchTime").addMethod("now", [], result: { _, _ in .double }) { _, _, site in
            .double(site.runtime.rx.dispatch.clock.now.timeIntervalSince1970)
        }
        registry.implicitMembers["now"] = .library("DispatchTime", [])
        registry.typeNames["DispatchTime"] = { _ in .double }
        // `.now() + .seconds(1)`: a `DispatchTimeInterval` added to a time is seconds here.
        let double = registry.staticTable("Double")
        let units: [(String, Double)] = [("seconds", 1), ("milliseconds", 1e-3), ("microseconds", 1e-6), ("nanoseconds", 1e-9)]
        for (name, scale) in units {
            double.addMethod(name, [Param.positional(.int)], result: { _, _ in .double }) { _, arguments, site in
                .double(Double(try Builtins.int(arguments[0], site, 0)) * scale)
            }
        }
        double.hiddenNames.formUnion(units.map(\.0))
    }

    private static func registerMembers(_ table: MemberTable) {
        table.addProperty("label", type: { _ in .string }) { value, site in
            .string(try StandIns.object(value, site, as: DispatchQueueObject.self).queue.label)
        }
        for label in [nil, "execute"] as [String?] {
            table.addMethod("async", [Param.closure(label)], result: { _, _ in .void }, closures: { _, _ in [] }) {
                receiver, arguments, site in
                let queue = try StandIns.object(receiver, site, as: DispatchQueueObject.self).queue
                let function = try Builtins.function(arguments[0], site, 0)
                let runtime = site.runtime
                runtime.rx.dispatch.async(on: queue) { runtime.callHandler(function, []) }
                return .void
            }
            table.addMethod("sync", [Param.closure(label)], result: { _, _ in .void }, closures: { _, _ in [] }) {
                receiver, arguments, site in
                let queue = try StandIns.object(receiver, site, as: DispatchQueueObject.self).queue
                let function = try Builtins.function(arguments[0], site, 0)
                let dispatch = site.runtime.rx.dispatch
                if queue.isMain && dispatch.isOnMain {
                    throw site.error("DispatchQueue.main.sync called from the main queue: a deadlock (the app would freeze here)")
                }
                var result: Value = .void
                var failure: Swift.Error?
                dispatch.run(on: queue) {
                    do { result = try function.call([], site.runtime) } catch { failure = error }
                }
                if let failure { throw failure }
                return result
            }
        }
        table.addMethod("asyncAfter", [Param.labeled("deadline", .double), Param.closure("execute")], result: { _, _ in .void },
                        closures: { _, _ in [] }) { receiver, arguments, site in
            let queue = try StandIns.object(receiver, site, as: DispatchQueueObject.self).queue
            let deadline = try Builtins.double(arguments[0], site, 0)
            let function = try Builtins.function(arguments[1], site, 1)
            let runtime = site.runtime
            let dispatch = runtime.rx.dispatch
            let delay = max(0, Int(((deadline - dispatch.clock.now.timeIntervalSince1970) * 1_000_000).rounded()))
            dispatch.async(on: queue, after: .microseconds(delay)) { runtime.callHandler(function, []) }
            return .void
        }
    }
}
