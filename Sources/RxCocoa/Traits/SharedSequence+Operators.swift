import RxSwift

extension SharedSequenceConvertibleType {
    private typealias Same<Result> = SharedSequence<SharingStrategy, Result>

    /// Each element transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        Same(asObservable().map(transform))
    }

    /// The elements `predicate` keeps.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().filter(predicate))
    }

    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<
        SharingStrategy, Result
    > {
        Same(asObservable().compactMap(transform))
    }

    /// The elements of the sequence `selector` makes from the latest element.
    public func flatMapLatest<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// The elements of the sequence `selector` makes, ignoring elements while one is running.
    public func flatMapFirst<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    /// The elements of every sequence `selector` makes.
    public func flatMap<Sharing, Result>(
        _ selector: @escaping (Element) -> SharedSequence<Sharing, Result>
    ) -> SharedSequence<Sharing, Result> {
        SharedSequence(asObservable().flatMap { selector($0).asObservable() })
    }

    /// The sequence with side effects at each event.
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        Same(
            asObservable().do(
                onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
                onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The sequence, printing its events.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        Same(raw: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    /// The sequence starting with `element`.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        Same(raw: asObservable().startWith(element))
    }

    /// Each accumulated value.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) -> A) -> SharedSequence<SharingStrategy, A> {
        Same(asObservable().scan(seed, accumulator: accumulator))
    }

    /// The elements after the first `count`.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().skip(count))
    }

    /// Each element paired with the latest of `second`.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        Same(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` at each element.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element>
    {
        Same(asObservable().withLatestFrom(second.asObservable()))
    }

    /// An element once no other came for `dueTime`.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// At most one element per `dueTime`.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// The elements `dueTime` later.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        Same(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// The sequence as a `Driver`, keeping its elements.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }

    /// The sequence as a `Signal`, keeping its elements.
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// The elements that differ from the one before.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().distinctUntilChanged())
    }
}

extension SharedSequence {
    /// The elements of every sequence, as they come.
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The latest elements of both, combined each time either emits.
    public static func combineLatest<First: SharedSequenceConvertibleType, Second: SharedSequenceConvertibleType>(
        _ first: First, _ second: Second, resultSelector: @escaping (First.Element, Second.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where First.SharingStrategy == SharingStrategy, Second.SharingStrategy == SharingStrategy {
        SharedSequence(
            Observable.combineLatest(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of the three, combined each time one emits.
    public static func combineLatest<
        First: SharedSequenceConvertibleType, Second: SharedSequenceConvertibleType,
        Third: SharedSequenceConvertibleType
    >(
        _ first: First, _ second: Second, _ third: Third,
        resultSelector: @escaping (First.Element, Second.Element, Third.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where
        First.SharingStrategy == SharingStrategy, Second.SharingStrategy == SharingStrategy,
        Third.SharingStrategy == SharingStrategy
    {
        SharedSequence(
            Observable.combineLatest(
                first.asObservable(), second.asObservable(), third.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of both, paired in order.
    public static func zip<First: SharedSequenceConvertibleType, Second: SharedSequenceConvertibleType>(
        _ first: First, _ second: Second, resultSelector: @escaping (First.Element, Second.Element) -> Element
    ) -> SharedSequence<SharingStrategy, Element>
    where First.SharingStrategy == SharingStrategy, Second.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence {
    /// The latest elements of both as pairs, each time either emits.
    public static func combineLatest<First: SharedSequenceConvertibleType, Second: SharedSequenceConvertibleType>(
        _ first: First, _ second: Second
    ) -> SharedSequence<SharingStrategy, (First.Element, Second.Element)>
    where
        First.SharingStrategy == SharingStrategy, Second.SharingStrategy == SharingStrategy,
        Element == (First.Element, Second.Element)
    {
        SharedSequence<SharingStrategy, (First.Element, Second.Element)>(
            Observable.combineLatest(first.asObservable(), second.asObservable()) { ($0, $1) })
    }
}
