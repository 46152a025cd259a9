import Interpreter

/// RxSwift operators the engine does not have yet, and older spellings of them: a call gets a
/// clear message instead of "no member".
package enum NotYetAvailable {
    /// Older spellings mapped to RxSwift 6's.
    package static let renamed: [String: String] = [
        "bindTo": "bind(to:)",
        "flatMapWithIndex": "enumerated().flatMap", "toObservable": "Observable.from(_:)",
    ]

    /// Operators of RxSwift 6 not in the engine yet.
    package static let pending: [String] = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "combineLatest", "merge", "zip", "concat", "scan",
        "reduce", "debounce", "throttle", "delay", "delaySubscription", "interval", "timer", "share", "replay",
        "publish", "multicast", "refCount", "startWith", "take", "takeLast", "takeUntil", "takeWhile", "skip",
        "skipWhile", "skipUntil", "elementAt", "element", "distinctUntilChanged", "buffer", "window", "toArray",
        "catch", "catchAndReturn", "retry", "retryWhen", "observe", "timeout", "materialize", "dematerialize",
        "sample", "amb", "switchLatest", "groupBy", "debug", "compactMap", "enumerated", "single", "partition", "count", "ifEmpty",
    ]

    /// Factories of RxSwift 6 on `Observable` not in the engine yet.
    package static let pendingFactories: [String] = ["catch", "zip", "combineLatest"]

    /// Adds a "not available yet" entry for each factory the `Observable` type lacks.
    package static func registerFactories(_ registry: LibrarySet) {
        let statics = registry.staticTable("Observable")
        for name in pendingFactories where statics.methods(name).isEmpty {
            var entry = MethodEntry(parameters: [Param.variadic(nil)], body: { _, _, site in
                throw site.error("'\(name)' is not available in the playground yet")
            })
            entry.acceptsAnyArguments = true
            statics.add(name, entry)
        }
    }

    package static func register(_ table: MemberTable) {
        let unavailable = Set(pending.filter { table.methods($0).isEmpty })
        table.hiddenNames.formUnion(pending.filter { table.methods($0).isEmpty })
        table.hiddenNames.formUnion(renamed.keys)
        table.hiddenNames.formUnion(["shareReplay", "observeOn", "subscribeOn", "catchError", "catchErrorJustReturn",
                                     "takeUntil", "takeWhile", "skipWhile", "skipUntil", "elementAt"])
        for name in pending where table.methods(name).isEmpty {
            var entry = MethodEntry(parameters: [Param.variadic(nil)], body: { _, _, site in
                throw site.error("'\(name)' is not available in the playground yet")
            })
            entry.acceptsAnyArguments = true
            table.add(name, entry)
        }
        for (old, new) in renamed where table.methods(old).isEmpty {
            table.addMethod(old, [Param.variadic(nil)]) { receiver, arguments, site in
                if old == "bindTo", case .array(let targets) = arguments[0] {
                    site.runtime.note(Diagnostic(.note, "'bindTo' is now 'bind(to:)' (RxSwift 6)", at: site.range))
                    return try Subscribing.bind(receiver, to: targets, site)
                }
                let target = String(new.split(separator: "(").first ?? "")
                let missing = unavailable.contains(target)
                throw Diagnostic(.error, "'\(old)' was renamed to '\(new)' in RxSwift 6", at: site.range,
                                 notes: missing ? ["'\(target)' is not available in the playground yet"] : [])
            }
        }
    }
}
