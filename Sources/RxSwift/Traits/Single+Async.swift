@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` whose subscriptions run `work` in a task: it succeeds with what `work` returns
    /// or fails with what it throws. Disposing the subscription cancels the task.
    ///
    /// ```
    /// Single<Int>.create { try await fetchCount() }   // success(count) or failure(error)
    /// ```
    /// - Parameters:
    ///   - detached: whether the task is detached (`Task.detached`) rather than inheriting the
    ///     caller's context (`Task`).
    ///   - priority: the task's priority; `nil` for the default.
    ///   - work: the asynchronous work, once per subscription.
    /// - Returns: a `Single` of `work`'s result.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        .create { (observer: @escaping SingleObserver) in
            let operation: @Sendable () async -> Void = {
                let outcome: SingleEvent<Element>
                do {
                    outcome = .success(try await work())
                } catch {
                    outcome = .failure(error)
                }
                observer(outcome)
            }
            let task =
                detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }
}
