import Interpreter
import RxSwift

/// `Single`, `Maybe` and `Completable`: creating them, subscribing, and their operators.
package enum Traits {
    package static func trait(_ value: Value) -> TraitObject? {
        if case .object(let object as TraitObject) = value { return object }
        return nil
    }

    package static func make(_ trait: TraitObject.Trait, _ element: SwiftType, _ upstream: [RxObject], _ site: CallSite) -> Value {
        .object(TraitObject(trait, elementType: element, upstream: upstream, events: site.runtime.events))
    }

    // swiftlint:disable:next function_body_length
    package static func register(_ registry: LibrarySet) {
        registerStatics(registry)
        let disposable = SwiftType.library("Disposable", [])
        let single = registry.instanceTable(.library("Single"))
        single.addMethod("subscribe", [Param.closure(nil)], result: { _, _ in disposable },
                         closures: { type, _ in [.library("Result", [type.firstArgument])] }) { receiver, arguments, site in
            try subscribeResult(receiver, try Builtins.function(arguments[0], site, 0), "Result", site)
        }
        single.addMethod("subscribe", ["onSuccess", "onFailure", "onDisposed"].map { Param.closure($0, optional: true) },
                         result: { _, _ in disposable },
                         closures: { type, index in index == 0 ? [type.firstArgument] : (index == 1 ? [.error] : []) }) {
            receiver, arguments, site in
            try Subscribing.subscribe(receiver, onNext: try Builtins.optionalFunction(arguments[0], site, 0),
                                      onError: try Builtins.optionalFunction(arguments[1], site, 1), onCompleted: nil,
                                      onDisposed: try Builtins.optionalFunction(arguments[2], site, 2), site)
        }
        var legacy = MethodEntry(parameters: [Param.closure("onSuccess", optional: true), Param.closure("onError")],
                                 body: { receiver, arguments, site in
            try Subscribing.subscribe(receiver, onNext: try Builtins.optionalFunction(arguments[0], site, 0),
                                      onError: try Builtins.optionalFunction(arguments[1], site, 1), onCompleted: nil,
                                      onDisposed: nil, site)
        }, resultType: { _, _ in disposable }, closureParameters: { type, index in index == 0 ? [type.firstArgument] : [.error] })
        legacy.legacyNote = "'subscribe(onSuccess:onError:)' is deprecated: use 'subscribe(onSuccess:onFailure:)' (RxSwift 6)"
        single.add("subscribe", legacy)

        let maybe = registry.instanceTable(.library("Maybe"))
        maybe.addMethod("subscribe", [Param.closure(nil)], result: { _, _ in disposable },
                        closures: { type, _ in [.library("MaybeEvent", [type.firstArgument])] }) { receiver, arguments, site in
            try subscribeResult(receiver, try Builtins.function(arguments[0], site, 0), "MaybeEvent", site)
        }
        maybe.addMethod("subscribe", ["onSuccess", "onError", "onCompleted", "onDisposed"].map { Param.closure($0, optional: true) },
                        result: { _, _ in disposable },
                        closures: { type, index in index == 0 ? [type.firstArgument] : (index == 1 ? [.error] : []) }) {
            receiver, arguments, site in
            try Subscribing.subscribe(receiver, onNext: try Builtins.optionalFunction(arguments[0], site, 0),
                                      onError: try Builtins.optionalFunction(arguments[1], site, 1),
                                      onCompleted: try Builtins.optionalFunction(arguments[2], site, 2),
                                      onDisposed: try Builtins.optionalFunction(arguments[3], site, 3),
                                      completedOnlyWithoutElement: true, site)
        }
        let completable = registry.instanceTable(.library("Completable"))
        completable.addMethod("subscribe", [Param.closure(nil)], result: { _, _ in disposable },
                              closures: { _, _ in [.library("CompletableEvent", [])] }) { receiver, arguments, site in
            try subscribeResult(receiver, try Builtins.function(arguments[0], site, 0), "CompletableEvent", site)
        }
        completable.addMethod("subscribe", ["onCompleted", "onError", "onDisposed"].map { Param.closure($0, optional: true) },
                              result: { _, _ in disposable },
                              closures: { _, index in index == 1 ? [.error] : [] }) { receiver, arguments, site in
            try Subscribing.subscribe(receiver, onNext: nil, onError: try Builtins.optionalFunction(arguments[1], site, 1),
                                      onCompleted: try Builtins.optionalFunction(arguments[0], site, 0),
                                      onDisposed: try Builtins.optionalFunction(arguments[2], site, 2), site)
        }
        completable.addMethod("andThen", [Param.positional()], result: { _, types in types[0] }) { receiver, arguments, site in
            guard let first = trait(receiver), case .completable(let completable) = first.trait,
                  case .object(let second as RxObject) = arguments[0]
            else { throw site.error("'andThen' needs an Observable, Single, Maybe or Completable") }
            switch second {
            case let next as TraitObject:
                switch next.trait {
                case .single(let value): return make(.single(completable.andThen(value)), next.elementType, [first, next], site)
                case .maybe(let value): return make(.maybe(completable.andThen(value)), next.elementType, [first, next], site)
                case .completable(let value): return make(.completable(completable.andThen(value)), .unknown, [first, next], site)
                }
            default:
                let (observable, object) = try RxValues.source(arguments[0], site, 0)
                return RxValues.derived(completable.andThen(observable), element: object.elementType, from: [first, object], site)
            }
        }
        for (name, table) in [("Single", single), ("Maybe", maybe), ("Completable", completable)] {
            registerOperators(name, table)
        }
    }

    /// `subscribe { result in }` on a trait: `.success`/`.failure`, `.success`/`.error`/`.completed`,
    /// `.completed`/`.error`.
    private static func subscribeResult(_ receiver: Value, _ handler: Function, _ enumName: String, _ site: CallSite) throws
        -> Value
    {
        let (source, object) = try RxValues.source(receiver, site)
        let runtime = site.runtime
        let events = runtime.events
        let subscription = DisposableObject(nil, kind: .subscription, events: events)
        let id = subscription.id
        events.subscribed(id, to: object)
        var stopped = false
        let element = object.elementType
        let disposable = events.subscribing(id) {
            source.subscribe { event in
                if case .error(let error) = event, let diagnostic = error as? Diagnostic {
                    runtime.fail(diagnostic)
                    return
                }
                if events.isActive { RxValues.record(event, for: id, events) }
                if stopped { return }
                let value: Value
                switch (enumName, event) {
                case ("Result", .next(let element)): value = RxValues.enumValue("Result", "success", [element], object.elementType)
                case ("Result", .error(let error)): value = RxValues.enumValue("Result", "failure", [Value.fromError(error, in: runtime)], element)
                case ("Result", .completed): return
                case (_, .next(let element)): value = RxValues.enumValue(enumName, "success", [element], object.elementType)
                case (_, .error(let error)): value = RxValues.enumValue(enumName, "error", [Value.fromError(error, in: runtime)], element)
                case (_, .completed): value = RxValues.enumValue(enumName, "completed", [], element)
                }
                stopped = true
                runtime.callHandler(handler, [value])
            }
        }
        subscription.setInner(disposable)
        return .object(subscription)
    }

    private static func registerOperators(_ name: String, _ table: MemberTable) {
        table.addMethod("asObservable", [], result: { type, _ in ObservableOperators.observableOf(type.firstArgument) }) {
            receiver, _, site in
            let (source, object) = try RxValues.source(receiver, site)
            return RxValues.derived(source, element: object.elementType, from: [object], site)
        }
        guard name != "Completable" else { return }
        table.addMethod("map", [Param.closure(nil)], result: { _, types in .library(name, [Builtins.result(of: types[0])]) },
                        closures: { type, _ in [type.firstArgument] }) { receiver, arguments, site in
            guard let object = trait(receiver) else { return receiver }
            let transform = RxValues.transform(try Builtins.function(arguments[0], site, 0), site.runtime)
            let element = Builtins.result(of: site.argument(0)?.type ?? .unknown)
            switch object.trait {
            case .single(let single): return make(.single(single.map(transform)), element, [object], site)
            case .maybe(let maybe): return make(.maybe(maybe.map(transform)), element, [object], site)
            case .completable: return receiver
            }
        }
        table.addMethod("filter", [Param.closure(nil)], result: { type, _ in .library("Maybe", [type.firstArgument]) },
                        closures: { type, _ in [type.firstArgument] }) { receiver, arguments, site in
            guard let object = trait(receiver) else { return receiver }
            let predicate = RxValues.predicate(try Builtins.function(arguments[0], site, 0), site)
            switch object.trait {
            case .single(let single): return make(.maybe(single.filter(predicate)), object.elementType, [object], site)
            case .maybe(let maybe): return make(.maybe(maybe.filter(predicate)), object.elementType, [object], site)
            case .completable: return receiver
            }
        }
        if name == "Single" {
            table.addMethod("asMaybe", [], result: { type, _ in .library("Maybe", [type.firstArgument]) }) { receiver, _, site in
                guard let object = trait(receiver), case .single(let single) = object.trait else { return receiver }
                return make(.maybe(single.asMaybe()), object.elementType, [object], site)
            }
        }
    }

    // swiftlint:disable:next function_body_length
    private static func registerStatics(_ registry: LibrarySet) {
        for name in ["Single", "Maybe", "Completable"] {
            let statics = registry.staticTable(name)
            let resultType: (SwiftType, [SwiftType]) -> SwiftType = { receiver, _ in
                name == "Completable" ? .library("Completable", []) : .library(name, [receiver.firstArgument])
            }
            let eventEnum = ["Single": "Result", "Maybe": "MaybeEvent", "Completable": "CompletableEvent"][name] ?? "Result"
            statics.addMethod("create", [Param.closure("subscribe")], result: resultType, closures: { receiver, _ in
                [.function([.library(eventEnum, [receiver.firstArgument])], .void)]
            }) { receiver, arguments, site in
                try create(name, receiver, try Builtins.function(arguments[0], site, 0), site)
            }
            statics.addMethod("error", [Param.positional(.error)], result: resultType) { receiver, arguments, site in
                let error = try RxValues.errorArgument(arguments[0], site, 0)
                let element = RxValues.typeArgument(receiver)
                switch name {
                case "Single": return make(.single(Single.error(error)), element, [], site)
                case "Maybe": return make(.maybe(Maybe.error(error)), element, [], site)
                default: return make(.completable(Completable.error(error)), element, [], site)
                }
            }
            statics.addMethod("never", [], result: resultType) { receiver, _, site in
                let element = RxValues.typeArgument(receiver)
                switch name {
                case "Single": return make(.single(Single.never()), element, [], site)
                case "Maybe": return make(.maybe(Maybe.never()), element, [], site)
                default: return make(.completable(Completable.never()), element, [], site)
                }
            }
            if name != "Completable" {
                statics.addMethod("just", [Param.positional()], result: { receiver, types in
                    .library(name, [receiver.firstArgument.or(types[0])])
                }) { receiver, arguments, site in
                    let value = try site.convert(arguments[0], 0, to: RxValues.typeArgument(receiver))
                    let element = Subjects.elementType(receiver, site, 0)
                    return name == "Single" ? make(.single(Single.just(value)), element, [], site)
                        : make(.maybe(Maybe.just(value)), element, [], site)
                }
            }
            if name != "Single" {
                statics.addMethod("empty", [], result: resultType) { receiver, _, site in
                    let element = RxValues.typeArgument(receiver)
                    return name == "Maybe" ? make(.maybe(Maybe.empty()), element, [], site)
                        : make(.completable(Completable.empty()), element, [], site)
                }
            }
        }
    }

    /// `Single.create { single in … }` and friends: the body gets a function to call with
    /// `.success(x)`, `.failure(e)`, `.error(e)` or `.completed`.
    private static func create(_ name: String, _ receiver: Value, _ body: Function, _ site: CallSite) throws -> Value {
        let runtime = site.runtime
        let element = RxValues.typeArgument(receiver)
        /// Runs the learner's body with a callback that hands each event to `deliver`.
        func run(_ deliver: @escaping (String, Value?) throws -> Void) -> Disposable {
            let callback = BuiltinFunction(name: name.lowercased(), parameters: [ParameterInfo(label: nil)]) { arguments, _ in
                guard let event = arguments.first, let (caseName, payload) = RxValues.caseOf(event) else {
                    throw site.error("expected a \(name) event such as .success(value)")
                }
                try deliver(caseName, payload.first)
                return .void
            }
            return CreateBody.run(body, with: .function(callback), runtime, site)
        }
        func checked(_ value: Value?) throws -> Value {
            try runtime.convert(value ?? .void, to: element, literal: true, context: .argument, at: site.range)
        }
        func wrong(_ caseName: String) -> Diagnostic {
            site.error("'.\(caseName)' is not an event of \(name)")
        }
        switch name {
        case "Single":
            let single = Single<Value>.create { observer in
                run { caseName, payload in
                    switch caseName {
                    case "success": observer(.success(try checked(payload)))
                    case "failure": observer(.failure((payload ?? .void).asError))
                    case "error": observer(.failure((payload ?? .void).asError))
                    default: throw wrong(caseName)
                    }
                }
            }
            return make(.single(single), element, [], site)
        case "Maybe":
            let maybe = Maybe<Value>.create { observer in
                run { caseName, payload in
                    switch caseName {
                    case "success": observer(.success(try checked(payload)))
                    case "error", "failure": observer(.error((payload ?? .void).asError))
                    case "completed": observer(.completed)
                    default: throw wrong(caseName)
                    }
                }
            }
            return make(.maybe(maybe), element, [], site)
        default:
            let completable = Completable.create { observer in
                run { caseName, payload in
                    switch caseName {
                    case "error", "failure": observer(.error((payload ?? .void).asError))
                    case "completed": observer(.completed)
                    default: throw wrong(caseName)
                    }
                }
            }
            return make(.completable(completable), element, [], site)
        }
    }
}
