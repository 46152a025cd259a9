import TestSupport
import Testing

// Every public operator of RxSwift 6 is callable in learner code, or says it is not available
// yet: none is an unknown member. The lists are written from RxSwift 6's API (ObservableType
// extensions and `Observable` factories).

/// Instance operators of `ObservableType` in RxSwift 6.
let rxSwiftInstanceOperators = [
    "amb", "asObservable", "asSingle", "asMaybe", "buffer", "catch", "catchAndReturn", "compactMap", "concat",
    "concatMap", "debounce", "debug", "decode", "delay", "delaySubscription", "dematerialize", "distinctUntilChanged",
    "do", "element", "enumerated", "filter", "first", "flatMap", "flatMapFirst", "flatMapLatest", "groupBy", "ifEmpty",
    "ignoreElements", "map", "materialize", "merge", "multicast", "observe", "publish", "reduce", "replay", "replayAll",
    "retry", "sample", "scan", "share", "single", "skip", "startWith", "subscribe", "switchLatest", "take", "takeLast",
    "throttle", "timeout", "toArray", "window", "withLatestFrom", "withUnretained", "bind", "asDriver", "asSignal",
    "asInfallible", "distinctUntilChanged", "concatMap",
]

/// Factories on `Observable` in RxSwift 6.
let rxSwiftFactories = [
    "amb", "catch", "combineLatest", "concat", "create", "deferred", "empty", "error", "from", "generate", "interval",
    "just", "merge", "never", "of", "range", "repeatElement", "timer", "using", "zip",
]

/// What learner code sees calling `name` on an observable (or on `Observable` itself).
private func call(_ name: String, onType: Bool) -> String {
    turns(onType ? "_ = Observable<Int>.\(name)()" : "_ = Observable.of(1, 2).\(name)()")
}

@Test(arguments: rxSwiftInstanceOperators)
func everyInstanceOperatorIsThereOrSaysItIsNotYet(name: String) {
    expectTrue(!call(name, onType: false).contains("has no member"))
}

@Test(arguments: rxSwiftFactories)
func everyFactoryIsThereOrSaysItIsNotYet(name: String) {
    expectTrue(!call(name, onType: true).contains("has no member"))
}

@Test func anOperatorRxSwiftDoesNotHaveIsAnUnknownMember() {
    expectTrue(call("frobnicate", onType: false).contains("has no member 'frobnicate'"))
    expectTrue(call("frobnicate", onType: true).contains("has no member 'frobnicate'"))
}

@Test func aMissingOperatorIsNamedAsMissing() {
    expectTrue(call("partition", onType: false).hasPrefix("error: 'partition' is not available in the playground yet"))
}

@Test(arguments: [("withUnretained", false), ("asInfallible", false), ("using", true), ("decode", false)])
func operatorsOfIssue14AreThere(name: String, onType: Bool) {
    expectTrue(!call(name, onType: onType).contains("not available in the playground yet"), "\(name)")
    expectTrue(!call(name, onType: onType).contains("has no member"), "\(name)")
}
