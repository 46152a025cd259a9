@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`, for `for try await`: the stream ends when the
    /// sequence completes, throws its error when it fails, and throws `CancellationError` when
    /// the subscription is disposed before either. Ending the iteration early (the task
    /// cancelled) disposes the subscription.
    ///
    /// ```
    /// do {
    ///     for try await value in Observable.of(1, 2).values { print(value) }   // 1, 2
    /// } catch {
    ///     print(error)
    /// }
    /// ```
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream { continuation in
            // Set by a stop event, so the disposal that follows it does not also end the stream.
            let ended = AtomicFlag()
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { error in
                    ended.set()
                    continuation.finish(throwing: error)
                },
                onCompleted: {
                    ended.set()
                    continuation.finish()
                },
                onDisposed: {
                    if ended.set() { continuation.finish(throwing: CancellationError()) }
                })
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
