// `distinctUntilChanged` on an Infallible by key, comparer or key path: each drops an element
// that counts as equal to the one before, as the Observable operator of the same name does.

extension InfallibleType {
    /// The elements whose `keySelector` key differs from the previous element's.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// The elements that `comparer` does not call equal to the previous element.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// The elements whose `keySelector` key `comparer` does not call equal to the previous
    /// element's.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// The elements whose value at `keyPath` differs from the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Infallible<Element>
    {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }
}
