@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The element, awaited: `try await single.value` returns it or throws the `Single`'s error,
    /// or `CancellationError` if the subscription is disposed first. Cancelling the awaiting task
    /// disposes the subscription.
    ///
    /// ```
    /// let count = try await Single.just(3).value   // 3
    /// ```
    public var value: Element {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onFailure: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// The element, awaited: `nil` if the `Maybe` completes empty; throws its error, or
    /// `CancellationError` if the subscription is disposed first. Cancelling the awaiting task
    /// disposes the subscription.
    ///
    /// ```
    /// let first = try await Maybe<Int>.empty().value   // nil
    /// ```
    public var value: Element? {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onSuccess: { resume(.success($0)) },
                    onError: { resume(.failure($0)) },
                    onCompleted: { resume(.success(nil)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// The completion, awaited: `try await completable.value` returns once it completes, or
    /// throws its error, or `CancellationError` if the subscription is disposed first.
    /// Cancelling the awaiting task disposes the subscription.
    public var value: Void {
        get async throws {
            try await awaitOutcome { resume in
                primitiveSequence.subscribe(
                    onCompleted: { resume(.success(())) },
                    onError: { resume(.failure($0)) },
                    onDisposed: { resume(.failure(CancellationError())) })
            }
        }
    }
}

/// Subscribes with `subscribe` and awaits the first outcome it reports through `resume`; later
/// ones (the disposal after a result) are ignored. Cancelling the awaiting task disposes the
/// subscription, which reports `CancellationError` through the disposal handler.
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
private func awaitOutcome<Value>(
    _ subscribe: (@escaping (Result<Value, Swift.Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let resumed = AtomicFlag()
            subscription.setDisposable(
                subscribe { outcome in
                    if resumed.set() { continuation.resume(with: outcome) }
                })
        }
    } onCancel: {
        subscription.dispose()
    }
}
