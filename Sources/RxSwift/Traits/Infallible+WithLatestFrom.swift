extension InfallibleType {
    /// Combines each element with the latest element of `second`, once it has sent one; see
    /// `ObservableType.withLatestFrom`.
    ///
    /// - Parameters:
    ///   - second: the `Infallible` whose latest element is taken.
    ///   - resultSelector: makes an element from this one's element and `second`'s latest.
    /// - Returns: an `Infallible` of the combined elements.
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// The latest element of `second` each time this one sends an element, once `second` has
    /// sent one.
    ///
    /// - Parameter second: the `Infallible` whose latest element is taken.
    /// - Returns: an `Infallible` of `second`'s elements.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
