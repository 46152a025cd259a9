import Interpreter
import RxSwift

/// `Infallible`: a sequence that never fails. Its factories (`just`, `of`, `from`, `empty`,
/// `never`, `deferred`, `create`), `subscribe(onNext:onCompleted:onDisposed:)`, its operators
/// (each gives an `Infallible` again), and `asInfallible(onErrorJustReturn:)`,
/// `asInfallible(onErrorFallbackTo:)`, `asInfallible(onErrorRecover:)` on observables.
package enum Infallibles {
    /// Operators an `Infallible` has (RxSwift's `InfallibleType` extensions).
    package static let operators = [
        "map", "filter", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "concat", "scan",
        "startWith", "take", "skip", "do", "share", "withUnretained", "debug", "distinctUntilChanged",
    ]

    /// Factories of `Infallible` that are the `Observable` ones given an `Infallible` back.
    package static let factories = ["just", "of", "from", "empty", "never", "range", "repeatElement", "interval", "timer"]

    package static func register(_ registry: LibrarySet) {
        registry.typeNames["Infallible"] = { .library("Infallible", $0) }
        registry.completionNames.insert("Infallible")
        registerConversions(registry.instanceTable(.library("Observable")))
        registerMembers(registry)
        registerFactories(registry)
    }

    /// `asInfallible(…)` on observables.
    private static func registerConversions(_ table: MemberTable) {
        let result: (SwiftType, [SwiftType]) -> SwiftType = { type, _ in .library("Infallible", [type.firstArgument]) }
        table.addMethod("asInfallible", [Param.labeled("onErrorJustReturn")], result: result) { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let fallback = try site.convert(arguments[0], 0, to: object.elementType)
            return make(source.asInfallible(onErrorJustReturn: fallback).asObservable(), object.elementType, [object], site)
        }
        table.addMethod("asInfallible", [Param.labeled("onErrorFallbackTo", .library("Infallible", []))], result: result) {
            receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let (fallback, fallbackObject) = try infallible(arguments[0], site, 0)
            return make(source.catch { _ in fallback }, object.elementType, [object, fallbackObject], site)
        }
        let recoverType = ParameterInfo(label: "onErrorRecover", type: .function([.error], .library("Infallible", [.unknown])))
        table.addMethod("asInfallible", [recoverType], result: result, closures: { _, _ in [.error] }) {
            receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let function = try Builtins.function(arguments[0], site, 0)
            let runtime = site.runtime
            let recover: (Swift.Error) throws -> Observable<Value> = { error in
                do {
                    return try infallible(try function.call1(Value.fromError(error, in: runtime), runtime), site, 0).0
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                    throw diagnostic
                }
            }
            return make(source.catch(recover), object.elementType, [object], site)
        }
    }

    /// `subscribe`, `asObservable`, `asInfallible` and the operators of an `Infallible`.
    private static func registerMembers(_ registry: LibrarySet) {
        let observable = registry.instanceTable(.library("Observable"))
        let table = registry.instanceTable(.library("Infallible"), parent: observable)
        let disposable = SwiftType.library("Disposable", [])
        table.addMethod("subscribe", ["onNext", "onCompleted", "onDisposed"].map { Param.closure($0, optional: true) },
                        result: { _, _ in disposable }, closures: { type, index in index == 0 ? [type.firstArgument] : [] }) {
            receiver, arguments, site in
            try Subscribing.subscribe(receiver, onNext: try Builtins.optionalFunction(arguments[0], site, 0), onError: nil,
                                      onCompleted: try Builtins.optionalFunction(arguments[1], site, 1),
                                      onDisposed: try Builtins.optionalFunction(arguments[2], site, 2), site)
        }
        table.addMethod("subscribe", [Param.closure(nil)], result: { _, _ in disposable },
                        closures: { type, _ in [.library("Event", [type.firstArgument])] }) { receiver, arguments, site in
            try Subscribing.subscribeEvents(receiver, try Builtins.function(arguments[0], site, 0), site)
        }
        table.addMethod("asObservable", [], result: { type, _ in .library("Observable", [type.firstArgument]) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return RxValues.derived(source, element: object.elementType, from: [object], site)
        }
        table.addMethod("asInfallible", [], result: { type, _ in type }) { receiver, _, _ in receiver }
        for name in operators {
            for entry in observable.methods(name) { table.add(name, rewrapped(entry)) }
        }
    }

    /// The factories on `Infallible`.
    private static func registerFactories(_ registry: LibrarySet) {
        let observableStatics = registry.staticTable("Observable")
        let statics = registry.staticTable("Infallible")
        for name in factories {
            for entry in observableStatics.methods(name) where !entry.acceptsAnyArguments {
                statics.add(name, rewrapped(entry))
            }
        }
        // `.next(x)` in the body reads as an `Event` case; `.error` is refused when it is sent.
        let body = ParameterInfo(label: "subscribe", type: .function([.unknown], .library("Disposable", [])))
        statics.addMethod("create", [body], result: { receiver, _ in .library("Infallible", [receiver.firstArgument]) },
                          closures: { receiver, _ in [.function([.library("Event", [receiver.firstArgument])], .void)] }) {
            receiver, arguments, site in
            let body = try Builtins.function(arguments[0], site, 0)
            let element = RxValues.typeArgument(receiver)
            return make(create(body, element: element, site), element, [], site)
        }
    }

    /// `Infallible.create { observer in … }`: the body gets a function to call with `.next(x)`
    /// or `.completed`.
    private static func create(_ body: Function, element: SwiftType, _ site: CallSite) -> Observable<Value> {
        let runtime = site.runtime
        return Infallible<Value>.create { observer in
            let callback = BuiltinFunction(name: "observer", parameters: [ParameterInfo(label: nil)]) { arguments, _ in
                guard let event = arguments.first, let (caseName, payload) = RxValues.caseOf(event) else {
                    throw site.error("expected an InfallibleEvent such as .next(value)")
                }
                switch (caseName, payload.first) {
                case ("next", let value?):
                    observer(.next(try runtime.convert(value, to: element, literal: true, context: .argument, at: site.range)))
                case ("completed", nil): observer(.completed)
                default: throw site.error("type 'InfallibleEvent<\(element)>' has no member '\(caseName)'")
                }
                return .void
            }
            return CreateBody.run(body, with: .function(callback), runtime, site)
        }.asObservable()
    }

    /// An `Infallible` argument's sequence; an observable is refused as Swift refuses it.
    private static func infallible(_ value: Value, _ site: CallSite, _ index: Int) throws -> (Observable<Value>, RxObject) {
        guard case .object(let object as InfallibleObject) = value else {
            throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Infallible<Element>'",
                             at: site.range(of: index))
        }
        return try RxValues.source(.object(object), site, index)
    }

    /// A new `Infallible` over `source`.
    static func make(_ source: Observable<Value>, _ element: SwiftType, _ upstream: [RxObject], _ site: CallSite) -> Value {
        let object = InfallibleObject(.values(source), elementType: element, upstream: upstream, events: site.runtime.events)
        object.sourceText = site.range.text
        return .object(object)
    }

    /// An `Observable` member whose result is an `Infallible` again.
    private static func rewrapped(_ entry: MethodEntry) -> MethodEntry {
        let body = entry.body
        return MethodEntry(parameters: entry.parameters, isMutating: entry.isMutating, body: { receiver, arguments, site in
            let result = try body(&receiver, arguments, site)
            guard case .object(let object as ObservableObject) = result, !(object is InfallibleObject) else { return result }
            let wrapped = InfallibleObject(object.source, elementType: object.elementType, upstream: object.upstream,
                                           events: site.runtime.events)
            wrapped.sourceText = object.sourceText
            return .object(wrapped)
        }, resultType: { receiver, types in
            let type = entry.resultType(receiver, types)
            if case .library("Observable", let arguments) = type { return .library("Infallible", arguments) }
            return type
        }, closureParameters: entry.closureParameters, legacyNote: entry.legacyNote,
           acceptsAnyArguments: entry.acceptsAnyArguments)
    }
}

/// An `Infallible`: an observable that never sends an error.
package final class InfallibleObject: ObservableObject {
    package override var typeBaseName: String { "Infallible" }
}
