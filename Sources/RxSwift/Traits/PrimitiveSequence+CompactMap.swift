extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Transforms the element, keeping it only if the transform returns a value: a `Maybe` that
    /// completes empty on `nil`.
    ///
    /// ```
    /// Single.just("1").compactMap { Int($0) }   // success(1)
    /// Single.just("x").compactMap { Int($0) }   // completed
    /// ```
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().compactMap(transform))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Transforms the element, keeping it only if the transform returns a value.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.asObservable().compactMap(transform))
    }
}
