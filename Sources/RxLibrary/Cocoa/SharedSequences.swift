import Interpreter
import RxSwift
import RxRelay

/// `asDriver`, `asSignal`, `drive` and `emit`, and the operators of a `Driver` or `Signal`,
/// which give a `Driver` or `Signal` again.
package enum SharedSequences {
    /// Operators a shared sequence has (RxCocoa's `SharedSequence` extensions); each gives the
    /// same kind of sequence back.
    package static let operators = [
        "map", "filter", "compactMap", "distinctUntilChanged", "flatMapLatest", "flatMapFirst", "flatMap", "concatMap",
        "startWith", "scan", "debounce", "throttle", "delay", "withLatestFrom", "skip", "take",
    ]

    /// The conversions on `Observable` (registered before the operators not available yet).
    package static func registerConversions(_ registry: LibrarySet) {
        let table = registry.instanceTable(.library("Observable"))
        for strategy in [SharedSequenceObject.Strategy.driver, .signal] {
            let name = "as" + strategy.rawValue
            let result: (SwiftType, [SwiftType]) -> SwiftType = { type, _ in .library(strategy.rawValue, [type.firstArgument]) }
            table.addMethod(name, [Param.labeled("onErrorJustReturn")], result: result) { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                let fallback = try site.convert(arguments[0], 0, to: object.elementType)
                return make(strategy, source, object, site) { $0.catchAndReturn(fallback) }
            }
            table.addMethod(name, [Param.labeled("onErrorDriveWith")], result: result) { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                let (other, _) = try RxValues.source(arguments[0], site, 0)
                return make(strategy, source, object, site) { $0.catch { _ in other } }
            }
            table.addMethod(name, [Param.labeled("onErrorSignalWith")], result: result) { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                let (other, _) = try RxValues.source(arguments[0], site, 0)
                return make(strategy, source, object, site) { $0.catch { _ in other } }
            }
            table.addMethod(name, [Param.closure("onErrorRecover")], result: result,
                            closures: { _, _ in [.error] }) { receiver, arguments, site in
                let (source, object) = try RxValues.source(receiver, site)
                let recover = RxValues.observableSelector(try Builtins.function(arguments[0], site, 0), site)
                return make(strategy, source, object, site) { $0.catch { error in try recover(Value.fromError(error, in: site.runtime)) } }
            }
        }
    }

    /// A driver or signal of `source`, delivered on `MainScheduler.instance`, then recovering
    /// from errors with `recover` (RxCocoa's order).
    static func make(_ strategy: SharedSequenceObject.Strategy, _ source: Observable<Value>, _ object: RxObject,
                     _ site: CallSite, recover: (Observable<Value>) -> Observable<Value>) -> Value {
        let onMain = recover(RxValues.observe(source, on: site.runtime.rx.mainScheduler))
        return .object(SharedSequenceObject(strategy, source: onMain, elementType: object.elementType, upstream: [object],
                                            events: site.runtime.events))
    }

    /// `drive`/`emit` and the operators of `Driver` and `Signal` (after the `Observable` table is complete).
    package static func registerMembers(_ registry: LibrarySet) {
        let observable = registry.instanceTable(.library("Observable"))
        for strategy in [SharedSequenceObject.Strategy.driver, .signal] {
            let table = registry.instanceTable(.library(strategy.rawValue), parent: observable)
            let verb = strategy == .driver ? "drive" : "emit"
            let disposable = SwiftType.library("Disposable", [])
            table.addMethod(verb, [Param.closure("onNext", optional: true), Param.closure("onCompleted", optional: true),
                                   Param.closure("onDisposed", optional: true)],
                            result: { _, _ in disposable }, closures: { type, index in index == 0 ? [type.firstArgument] : [] }) {
                receiver, arguments, site in
                try Subscribing.subscribe(receiver, onNext: try Builtins.optionalFunction(arguments[0], site, 0), onError: nil,
                                          onCompleted: try Builtins.optionalFunction(arguments[1], site, 1),
                                          onDisposed: try Builtins.optionalFunction(arguments[2], site, 2), site)
            }
            table.addMethod(verb, [Param.variadic(strategy == .driver ? nil : "to")], result: { _, _ in disposable }) {
                receiver, arguments, site in
                guard case .array(let targets) = arguments[0] else { return .void }
                return try Subscribing.bind(receiver, to: targets, site)
            }
            if strategy == .driver {
                table.addMethod("asDriver", [], result: { type, _ in type }) { receiver, _, _ in receiver }
            } else {
                table.addMethod("asSignal", [], result: { type, _ in type }) { receiver, _, _ in receiver }
            }
            for name in operators {
                for entry in observable.methods(name) {
                    table.add(name, rewrapped(entry, as: strategy))
                }
            }
        }
    }

    /// RxCocoa's conversions of what cannot fail: `PublishRelay.asSignal()`,
    /// `BehaviorRelay.asDriver()`, `ControlProperty.asDriver()`, `ControlEvent.asSignal()`/`asDriver()`.
    package static func registerInfallibleConversions(_ registry: LibrarySet) {
        let conversions: [(String, SharedSequenceObject.Strategy)] = [
            ("PublishRelay", .signal), ("BehaviorRelay", .driver), ("ControlProperty", .driver), ("ControlEvent", .signal),
            ("ControlEvent", .driver),
        ]
        let observable = registry.instanceTable(.library("Observable"))
        for (owner, strategy) in conversions {
            let table = registry.instanceTable(.library(owner))
            let name = "as" + strategy.rawValue
            // A table's own entries hide its parent's: keep the `Observable` forms (`onErrorJustReturn:`) too.
            if table.methods[name] == nil {
                for entry in observable.methods(name) { table.add(name, entry) }
            }
            table.addMethod(name, [], result: { type, _ in
                .library(strategy.rawValue, [type.firstArgument])
            }) { receiver, _, site in
                let (source, object) = try RxValues.source(receiver, site)
                return make(strategy, source, object, site) { $0 }
            }
        }
    }

    /// An `Observable` operator whose result is shared again as `strategy`.
    private static func rewrapped(_ entry: MethodEntry, as strategy: SharedSequenceObject.Strategy) -> MethodEntry {
        var wrapped = entry
        let body = entry.body
        wrapped = MethodEntry(parameters: entry.parameters, isMutating: entry.isMutating, body: { receiver, arguments, site in
            let result = try body(&receiver, arguments, site)
            guard case .object(let object as ObservableObject) = result, !(object is SharedSequenceObject) else { return result }
            return .object(SharedSequenceObject(strategy, source: object.observable, elementType: object.elementType,
                                                upstream: object.upstream, events: site.runtime.events))
        }, resultType: { receiver, types in
            let type = entry.resultType(receiver, types)
            if case .library("Observable", let arguments) = type { return .library(strategy.rawValue, arguments) }
            return type
        }, closureParameters: entry.closureParameters, legacyNote: entry.legacyNote,
           acceptsAnyArguments: entry.acceptsAnyArguments)
        return wrapped
    }
}
