extension ObservableType {
    /// Maps every element to an inner sequence with `selector`, subscribes to each at once and
    /// merges their elements.
    ///
    /// Completes once this sequence and every inner sequence have completed; an error from any of
    /// them, or from `selector`, ends it.
    /// ```
    /// Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }   // 1, 10, 2, 20, completed
    /// ```
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, ignoresWhileBusy: false, operatorName: "flatMap")
    }

    /// Maps an element to an inner sequence with `selector` only while no inner sequence is live;
    /// elements arriving meanwhile are dropped.
    ///
    /// ```
    /// outer          -a--b----c---|
    /// each inner      --1--2|
    /// flatMapFirst   ---1--2----1--2|   (b came while a was live: dropped)
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        FlatMap(source: asObservable(), selector: selector, ignoresWhileBusy: true, operatorName: "flatMapFirst")
    }
}
