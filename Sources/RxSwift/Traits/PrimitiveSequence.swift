/// An observable sequence with a restricted shape, named by its trait: `Single`, `Maybe` or
/// `Completable`.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        source = raw
    }
}

/// A type that is, or wraps, a `PrimitiveSequence`.
public protocol PrimitiveSequenceType {
    /// The trait: `SingleTrait`, `MaybeTrait` or `CompletableTrait`.
    associatedtype Trait
    /// The element type.
    associatedtype Element
    /// The sequence itself.
    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    /// The sequence itself.
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The sequence as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// A sequence made anew for every subscription by `primitiveSequenceFactory`.
    public static func deferred(
        _ primitiveSequenceFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try primitiveSequenceFactory().asObservable() })
    }

    /// Runs side effects around subscription and disposal; see `ObservableType.do`.
    func withSideEffects(
        _ transform: (Observable<Element>) -> Observable<Element>
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: transform(source))
    }
}
