import Interpreter
import Foundation
import RxSwift

/// Sharing, debugging, scheduling and error handling: `share`, `debug`, `delay`,
/// `delaySubscription`, `observe(on:)`, `subscribe(on:)`, `timeout`, `catch`,
/// `catchAndReturn`, `retry`, and the time factories `Observable.interval` and `timer`.
package enum UtilityOperators {
    // swiftlint:disable:next function_body_length
    package static func register(_ table: MemberTable, statics: MemberTable) {
        let same: (SwiftType, [SwiftType]) -> SwiftType = { type, _ in ObservableOperators.observableOf(type.firstArgument) }
        let schedulerType = SwiftType.library("SchedulerType", [])
        let interval = SwiftType.library("RxTimeInterval", [])
        func add(_ name: String, _ parameters: [ParameterInfo], legacy: String? = nil,
                 closures: @escaping (SwiftType, Int) -> [SwiftType]? = { _, _ in nil },
                 _ apply: @escaping (Observable<Value>, RxObject, [Value], CallSite) throws -> Observable<Value>) {
            var entry = MethodEntry(parameters: parameters, body: { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                return RxValues.derived(try apply(source, object, arguments, site), element: object.elementType,
                                        from: [object], site)
            }, resultType: same, closureParameters: closures)
            entry.legacyNote = legacy
            table.add(name, entry)
        }
        add("share", [Param.optional("replay", .int, default: .int(0)),
                      Param.optional("scope", .library("SubjectLifetimeScope", []), default: .string("whileConnected"))]) {
            source, _, arguments, site in
            let replay = try Builtins.int(arguments[0], site, 0)
            guard replay >= 0 else { throw Diagnostic(.error, "replay can't be negative", at: site.range(of: 0)) }
            let forever = arguments[1] == .string("forever")
            return source.share(replay: replay, scope: forever ? .forever : .whileConnected)
        }
        add("shareReplay", [Param.positional(.int)], legacy: "'shareReplay(_:)' is now 'share(replay:scope:)' (RxSwift 6)") {
            source, _, arguments, site in source.share(replay: max(0, try Builtins.int(arguments[0], site, 0)), scope: .forever)
        }
        add("shareReplayLatestWhileConnected", [],
            legacy: "'shareReplayLatestWhileConnected()' is now 'share(replay: 1)' (RxSwift 6)") { source, _, _, _ in
            source.share(replay: 1, scope: .whileConnected)
        }
        add("debug", [Param.optional(nil, .optional(.string)), Param.optional("trimOutput", .bool, default: .bool(false))]) {
            source, _, arguments, site in
            let identifier: String
            switch arguments[0] {
            case .string(let text), .optional(.some(.string(let text))): identifier = text
            // RxSwift's default: `#file:#line (#function)` of the call; the learner's code is a
            // `main.swift` (module `main`), as `rxplay run` runs it.
            default:
                let name = site.nameRange ?? site.range
                identifier = "main.swift:\(name.file.line(of: name.start)) (\(site.function ?? "main"))"
            }
            return debug(source, identifier, trim: try Builtins.bool(arguments[1], site, 1), site)
        }
        add("delay", [Param.positional(interval), Param.labeled("scheduler", schedulerType)]) { source, _, arguments, site in
            source.delay(try RxValues.interval(arguments[0], site, 0), scheduler: try RxValues.timeScheduler(arguments[1], site, 1))
        }
        add("delaySubscription", [Param.positional(interval), Param.labeled("scheduler", schedulerType)]) {
            source, _, arguments, site in
            source.delaySubscription(try RxValues.interval(arguments[0], site, 0),
                                     scheduler: try RxValues.timeScheduler(arguments[1], site, 1))
        }
        add("timeout", [Param.positional(interval), Param.labeled("scheduler", schedulerType)]) { source, _, arguments, site in
            source.timeout(try RxValues.interval(arguments[0], site, 0), scheduler: try RxValues.timeScheduler(arguments[1], site, 1))
        }
        add("timeout", [Param.positional(interval), Param.labeled("other"), Param.labeled("scheduler", schedulerType)]) {
            source, _, arguments, site in
            source.timeout(try RxValues.interval(arguments[0], site, 0), other: try RxValues.source(arguments[1], site, 1).0,
                           scheduler: try RxValues.timeScheduler(arguments[2], site, 2))
        }
        add("observe", [Param.labeled("on", schedulerType)]) { source, _, arguments, site in
            RxValues.observe(source, on: try RxValues.immediateScheduler(arguments[0], site, 0))
        }
        add("observeOn", [Param.positional(schedulerType)], legacy: "'observeOn(_:)' is now 'observe(on:)' (RxSwift 6)") {
            source, _, arguments, site in RxValues.observe(source, on: try RxValues.immediateScheduler(arguments[0], site, 0))
        }
        add("subscribe", [Param.labeled("on", schedulerType)]) { source, _, arguments, site in
            source.subscribe(on: try RxValues.immediateScheduler(arguments[0], site, 0))
        }
        add("subscribeOn", [Param.positional(schedulerType)], legacy: "'subscribeOn(_:)' is now 'subscribe(on:)' (RxSwift 6)") {
            source, _, arguments, site in source.subscribe(on: try RxValues.immediateScheduler(arguments[0], site, 0))
        }
        let handler: (Value, CallSite) throws -> (Swift.Error) throws -> Observable<Value> = { value, site in
            let selector = RxValues.observableSelector(try Builtins.function(value, site, 0), site)
            return { error in try selector(Value.fromError(error, in: site.runtime)) }
        }
        // The handler returns an Observable, so `.just(0)` and `.empty()` in it name Observable's.
        let handlerParameter = ParameterInfo(label: nil, type: .function([.error], .library("Observable", [.unknown])))
        add("catch", [handlerParameter], closures: { _, _ in [.error] }) { source, _, arguments, site in
            source.catch(try handler(arguments[0], site))
        }
        add("catchError", [handlerParameter], legacy: "'catchError(_:)' is now 'catch(_:)' (RxSwift 6)",
            closures: { _, _ in [.error] }) { source, _, arguments, site in source.catch(try handler(arguments[0], site)) }
        add("catchAndReturn", [Param.positional()]) { source, object, arguments, site in
            source.catchAndReturn(try site.convert(arguments[0], 0, to: object.elementType))
        }
        add("catchErrorJustReturn", [Param.positional()],
            legacy: "'catchErrorJustReturn(_:)' is now 'catchAndReturn(_:)' (RxSwift 6)") { source, object, arguments, site in
            source.catchAndReturn(try site.convert(arguments[0], 0, to: object.elementType))
        }
        add("retry", []) { source, _, _, _ in source.retry() }
        add("retry", [Param.positional(.int)]) { source, _, arguments, site in
            source.retry(max(0, try Builtins.int(arguments[0], site, 0)))
        }

        statics.addMethod("interval", [Param.positional(interval), Param.labeled("scheduler", schedulerType)],
                          result: { receiver, _ in ObservableOperators.observableOf(receiver.firstArgument.or(.int)) }) {
            _, arguments, site in
            let observable = Observable<Int>.interval(try RxValues.interval(arguments[0], site, 0),
                                                      scheduler: try RxValues.timeScheduler(arguments[1], site, 1)).map(Value.int)
            return RxValues.created(observable, element: .int, site)
        }
        statics.addMethod("timer", [Param.positional(interval), Param.optional("period", .optional(interval)),
                                    Param.labeled("scheduler", schedulerType)],
                          result: { receiver, _ in ObservableOperators.observableOf(receiver.firstArgument.or(.int)) }) {
            _, arguments, site in
            var period: RxTimeInterval?
            if case .optional(nil) = arguments[1] {} else { period = try RxValues.interval(arguments[1], site, 1) }
            let observable = Observable<Int>.timer(try RxValues.interval(arguments[0], site, 0), period: period,
                                                   scheduler: try RxValues.timeScheduler(arguments[2], site, 2)).map(Value.int)
            return RxValues.created(observable, element: .int, site)
        }
    }

    /// `debug`: RxSwift's lines (`subscribed`, `Event next(1)`, `isDisposed`), stamped with the
    /// virtual clock and printed with the learner's output.
    package static func debug(_ source: Observable<Value>, _ identifier: String, trim: Bool, _ site: CallSite) -> Observable<Value> {
        let runtime = site.runtime
        let utc = TimeZone(identifier: "UTC") ?? .current
        func log(_ content: String) {
            runtime.write("\(Hooks.formatDebugTimestamp(runtime.scheduler.now, timeZone: utc)): \(identifier) -> \(content)\n")
        }
        func text(_ event: Event<Value>) -> String {
            let full = ValuePrinter.describe(RxValues.value(of: event, element: .unknown, runtime))
            guard trim, full.count > 40 else { return full }
            return String(full.prefix(20)) + "..." + String(full.suffix(20))
        }
        return Observable<Value>.create { observer in
            log("subscribed")
            let subscription = source.subscribe { event in
                log("Event \(text(event))")
                observer.on(event)
            }
            return Disposables.create {
                log("isDisposed")
                subscription.dispose()
            }
        }
    }
}
