extension PrimitiveSequence {
    /// On an error, continues with the sequence of the same trait that `handler` makes from it;
    /// a throwing handler fails with the handler's error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
    }

    /// The RxSwift 5 spelling of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>)
        -> PrimitiveSequence<Trait, Element>
    {
        `catch`(handler)
    }

    /// Subscribes up to `maxAttemptCount` times in all, resubscribing after each error; the
    /// last attempt's error is passed on. `retry(2)` retries once.
    public func retry(_ maxAttemptCount: Int) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount))
    }

    /// On an error of type `Error`, resubscribes when the sequence `notificationHandler` made
    /// from the errors sends an element; its completion or error ends this the same way.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// On an error, resubscribes when the sequence `notificationHandler` made from the errors
    /// sends an element; its completion or error ends this the same way.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// The RxSwift 5 spelling of `retry(when:)`.
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// On an error, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// On an error, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.asObservable().catchAndReturn(element))
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }
}
