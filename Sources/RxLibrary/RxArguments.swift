import Interpreter
import RxSwift

/// Arguments of Rx members: schedulers, time intervals, sources, and learner closures that
/// return observables.
extension RxValues {
    /// A scheduler argument for work now (`of(…, scheduler:)`).
    package static func immediateScheduler(_ value: Value, _ site: CallSite, _ index: Int) throws -> ImmediateSchedulerType {
        if case .optional(nil) = value { return CurrentThreadScheduler.instance }
        guard case .object(let object as SchedulerObject) = value else {
            throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'ImmediateSchedulerType'",
                             at: site.range(of: index))
        }
        return object.scheduler
    }

    /// A scheduler argument for work later (`delay(_:scheduler:)`).
    package static func timeScheduler(_ value: Value, _ site: CallSite, _ index: Int) throws -> SchedulerType {
        guard case .object(let object as SchedulerObject) = value else {
            throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'SchedulerType'",
                             at: site.range(of: index))
        }
        guard let scheduler = object.scheduler as? SchedulerType else {
            throw Diagnostic(.error, "'\(object.name)' cannot schedule work after a delay; use MainScheduler.instance",
                             at: site.range(of: index))
        }
        return scheduler
    }

    /// A time argument: an `RxTimeInterval`, or (older code) a `TimeInterval` in seconds.
    /// Durations past the virtual clock's reach (`.seconds(Int.max)`, `.never`) wait this long,
    /// which no session reaches; negative ones wait nothing, as Dispatch treats them.
    package static func interval(_ value: Value, _ site: CallSite, _ index: Int) throws -> RxTimeInterval {
        switch value {
        case .object(let object as TimeIntervalObject): return DurationBounds.bounded(object.interval)
        case .double(let seconds), .optional(.some(.double(let seconds))):
            let milliseconds = try DurationBounds.milliseconds(fromSeconds: seconds, site, index)
            site.runtime.note(Diagnostic(.note, "a 'TimeInterval' here is an 'RxTimeInterval' in RxSwift 6: .milliseconds(\(milliseconds))",
                                         at: site.range(of: index)))
            return DurationBounds.bounded(.milliseconds(milliseconds))
        case .int(let seconds):
            site.runtime.note(Diagnostic(.note, "a 'TimeInterval' here is an 'RxTimeInterval' in RxSwift 6: .seconds(\(seconds))",
                                         at: site.range(of: index)))
            return DurationBounds.bounded(.seconds(seconds))
        default:
            throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'RxTimeInterval'",
                             at: site.range(of: index))
        }
    }

    /// A learner closure that returns an observable (`flatMap { … }`), as the engine wants it.
    package static func observableSelector(_ function: Function, _ site: CallSite) -> (Value) throws -> Observable<Value> {
        let runtime = site.runtime
        return { value in
            do {
                return EngineRecursionGuard.nested(try source(try function.call1(value, runtime), site).0, runtime)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
    }

    /// The sources in a list argument (`merge([a, b])`) or variadic arguments.
    package static func sources(_ value: Value, _ site: CallSite, _ index: Int) throws -> [(Observable<Value>, RxObject)] {
        try Builtins.elements(value, site, index).map { try source($0, site, index) }
    }

    /// A learner closure with two parameters (`scan`, `reduce`, comparers).
    package static func combine(_ function: Function, _ runtime: Runtime) -> (Value, Value) throws -> Value {
        { first, second in
            do {
                return try function.call([first, second], runtime)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                throw diagnostic
            }
        }
    }
}
