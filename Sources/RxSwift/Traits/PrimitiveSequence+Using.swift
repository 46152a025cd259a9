extension PrimitiveSequence {
    /// A trait sequence that owns a resource: each subscription makes one with `resourceFactory`,
    /// builds the sequence from it with `primitiveSequenceFactory`, and disposes it after the
    /// sequence's subscription. See `ObservableType.using`.
    ///
    /// ```
    /// Single.using({ Disposables.create { print("released") } },
    ///              primitiveSequenceFactory: { _ in Single.just(1) })
    /// // success(1), released
    /// ```
    /// - Parameters:
    ///   - resourceFactory: makes the resource, once per subscription.
    ///   - primitiveSequenceFactory: makes the sequence that uses the resource.
    /// - Returns: a sequence of the same trait whose subscription keeps the resource alive.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(
            raw: Observable.using(
                resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
    }
}
