@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension AsyncSequence {
    /// This async sequence as an `Observable`: each subscription iterates it in a detached task
    /// and sends its elements, then completes; an error the iteration throws is sent as an error,
    /// except `CancellationError`, which completes. Disposing the subscription cancels the task.
    ///
    /// The events arrive on the task's thread: use `observe(on:)` to deliver them elsewhere.
    ///
    /// ```
    /// AsyncStream { $0.yield(1); $0.finish() }.asObservable()   // next(1), completed
    /// ```
    /// - Parameter priority: the priority of the detached task; `nil` for the default.
    /// - Returns: an observable of the sequence's elements.
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        Observable.create { observer in
            let iteration = Task.detached(priority: priority) {
                do {
                    for try await element in self {
                        observer.onNext(element)
                    }
                    observer.onCompleted()
                } catch is CancellationError {
                    observer.onCompleted()
                } catch {
                    observer.onError(error)
                }
            }
            return Disposables.create { iteration.cancel() }
        }
    }
}
