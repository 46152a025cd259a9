extension InfallibleType {
    /// The elements as an `AsyncStream`, for `for await`: the stream ends when the sequence
    /// completes, and ending the iteration (the task cancelled) disposes the subscription.
    ///
    /// ```
    /// for await value in Infallible.of(1, 2).values { print(value) }   // 1, 2
    /// ```
    @available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
    public var values: AsyncStream<Element> {
        AsyncStream { continuation in
            let subscription = subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() })
            continuation.onTermination = { @Sendable termination in
                if case .cancelled = termination { subscription.dispose() }
            }
        }
    }
}
