extension InfallibleType {
    /// Combines the latest elements of all `collection`'s `Infallible`s through `resultSelector`,
    /// whenever one of them sends an element, once every source has sent one.
    ///
    /// - Parameters:
    ///   - collection: the sources.
    ///   - resultSelector: makes an element from the latest element of each source, in order.
    /// - Returns: an `Infallible` of the combined elements; completes once all sources have.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Infallible<Element> where Collection.Element: InfallibleType {
        Infallible(
            CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// Combines the latest elements of all `collection`'s `Infallible`s into arrays.
    ///
    /// ```
    /// Infallible.combineLatest([Infallible.of(1, 2), Infallible.of(10)])   // [1, 10], [2, 10], completed
    /// ```
    /// - Parameter collection: the sources.
    /// - Returns: an `Infallible` of arrays holding the latest element of each source, in order.
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Infallible<[Element]>
    where Collection.Element: InfallibleType, Collection.Element.Element == Element {
        Infallible(CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 }))
    }
}
