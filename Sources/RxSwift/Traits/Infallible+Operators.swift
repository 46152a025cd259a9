// Infallible's operators: each is the Observable operator of the same name, on a sequence that
// cannot fail, with closures that cannot throw.

extension InfallibleType {
    /// The elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Every element transformed with `transform`.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> Infallible<Result> {
        Infallible(asObservable().map(transform))
    }

    /// Every non-nil result of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform))
    }

    /// Each element mapped to an inner sequence; all inner sequences merged.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMap(selector))
    }

    /// Each element mapped to an inner sequence; only the latest inner sequence is followed.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Each element mapped to an inner sequence while none is live; others are dropped.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Each element mapped to an inner sequence; inner sequences followed one after another.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source)
        -> Infallible<Source.Element>
    {
        Infallible(asObservable().concatMap(selector))
    }

    /// This sequence, then `second`.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
    where Source.Element == Element {
        Infallible(asObservable().concat(second))
    }

    /// Every running value of `accumulator`, starting from `seed`.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Every running value of `accumulator`, which mutates the value in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void)
        -> Infallible<Seed>
    {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// `element` first, then this sequence.
    public func startWith(_ element: Element) -> Infallible<Element> {
        Infallible(asObservable().startWith(element))
    }

    /// The first `count` elements.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// One shared subscription, replaying the latest `replay` elements; see `Observable.share`.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Every element combined with `obj`, held weakly; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Every element paired with `obj`, held weakly; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        Infallible(asObservable().withUnretained(obj))
    }

    /// Prints every event, the subscription and its disposal; see `Observable.debug`.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension InfallibleType where Element: Equatable {
    /// The elements that differ from the one before.
    public func distinctUntilChanged() -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged())
    }
}

extension Infallible {
    /// Runs side effects for events, subscription and disposal. As on `Observable`, the event
    /// handlers may throw; the error then reaches the subscriber as an `Infallible`'s would
    /// (see `subscribe(_:)`).
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }
}

// Merging and concatenating are declared on `InfallibleType`, as in RxSwift, so that
// `Infallible<Int>.merge(a, b)` and a conforming type's `merge` both work.
extension InfallibleType {
    /// The elements of all `sources`, as they come.
    public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all `sources`, as they come.
    public static func merge(_ sources: [Infallible<Element>]) -> Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of all `sources`, as they come.
    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The sources one after another.
    public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
        Infallible(Observable.concat(sources.map { $0.asObservable() }))
    }

    /// The sources one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Infallible<Element>
    where Sequence.Element == Infallible<Element> {
        Infallible(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The sources one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<Element>
    where Collection.Element == Infallible<Element> {
        Infallible(Observable.concat(collection.map { $0.asObservable() }))
    }
}
