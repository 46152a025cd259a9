extension PrimitiveSequenceType where Trait == SingleTrait {
    /// RxSwift 4's `Single.do` spelling, with `onNext` for the success.
    ///
    /// - Parameters:
    ///   - onNext: called with the element.
    ///   - onError: called with the error.
    ///   - onSubscribe: called before subscribing to the source.
    ///   - onSubscribed: called after subscribing to the source.
    ///   - onDispose: called after the subscription is disposed, for any reason.
    /// - Returns: the same `Single`, with the side effects.
    @available(*, deprecated, renamed: "do(onSuccess:onError:onSubscribe:onSubscribed:onDispose:)")
    public func `do`(
        onNext: ((Element) throws -> Void)?,
        onError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        `do`(
            onSuccess: onNext, onError: onError, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
            onDispose: onDispose)
    }
}
