extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `default` if this `Maybe` completes empty.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: IfEmptyDefault(source: primitiveSequence.asObservable(), fallback: `default`))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: IfEmptySwitch(source: primitiveSequence.asObservable(), other: other.asObservable()))
    }

    /// Continues with `other` if this `Maybe` completes empty.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: IfEmptySwitch(source: primitiveSequence.asObservable(), other: other.asObservable()))
    }
}
