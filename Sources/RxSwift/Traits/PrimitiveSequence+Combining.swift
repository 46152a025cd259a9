// MARK: - Single

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Continues with the `Single` that `selector` makes from the element.
    ///
    /// ```
    /// Single.just(2).flatMap { Single.just($0 * 10) }   // success(20)
    /// ```
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// Continues with the `Maybe` that `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
        -> Maybe<Result>
    {
        Maybe(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// Continues with the `Completable` that `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.asObservable().flatMap(selector))
    }

    /// This `Single` as a `Completable`: its element is dropped.
    public func asCompletable() -> Completable {
        primitiveSequence.asObservable().ignoreElements().asCompletable()
    }

    /// Combines the elements of all `collection`'s `Single`s through `resultSelector` once all
    /// have succeeded; an empty `collection` succeeds with `resultSelector([])`.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred {
                PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([])))
            }
        }
        let sources = collection.map { $0.asObservable() }
        return PrimitiveSequence(raw: Observable.zip(sources, resultSelector: resultSelector))
    }

    /// Combines the elements of all `collection`'s `Single`s into an array once all have
    /// succeeded; an empty `collection` succeeds with `[]`.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection)
        -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element>
    {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: .just([]))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}

// MARK: - Maybe

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Continues with the `Maybe` that `selector` makes from the element; completes empty if this
    /// one does.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().flatMap(selector))
    }

}

// MARK: - Completable

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Completes this, then `second`.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// Runs the `Completable`s one after the other; completes after the last, fails at the first
    /// error.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s one after the other; completes after the last, fails at the first
    /// error.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// Runs the `Completable`s one after the other; completes after the last, fails at the first
    /// error.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Runs all the `Completable`s at once; completes when all have completed, fails at the first
    /// error.
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs all the `Completable`s at once; completes when all have completed, fails at the first
    /// error.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Runs all the `Completable`s at once; completes when all have completed, fails at the first
    /// error.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }
}
