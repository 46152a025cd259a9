extension ObservableType {
    /// Resubscribes to the source after every error, until it completes.
    ///
    /// The failed subscription is disposed before the next one is made. This can go on forever.
    /// ```
    /// -1-#  retry()  -1--1--1-…
    /// ```
    public func retry() -> Observable<Element> {
        let source = asObservable()
        return CatchSequence { AnyIterator { source } }
    }

    /// Subscribes to the source up to `maxAttemptCount` times in all, resubscribing after each
    /// error; the last attempt's error is passed on. `retry(2)` retries once.
    ///
    /// `retry(0)` completes at once without subscribing.
    /// ```
    /// -1-#  retry(2)  -1--1-#
    /// ```
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        // Built here, as RxSwift does, so a negative count traps at the call.
        let attempts = Swift.repeatElement(asObservable(), count: maxAttemptCount)
        return CatchSequence { AnyIterator(attempts.makeIterator()) }
    }

    /// Subscribes to the sequences one after another, moving to the next one when one fails;
    /// ends when one completes, or with the last error when all have failed.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequence { AnyIterator(sequence.makeIterator()) }
    }

    /// The RxSwift 5 spelling of `catch(sequence:)`.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// Subscribes to a series of sources, moving on after each error.
final class CatchSequence<Element>: Producer<Element> {
    private let makeSources: () -> AnyIterator<Observable<Element>>

    init(makeSources: @escaping () -> AnyIterator<Observable<Element>>) {
        self.makeSources = makeSources
        super.init(specializedRun: {
            unsafeDowncast($0, to: CatchSequence<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = CatchSequenceSink(sources: makeSources(), downstream: downstream, cancel: cancel)
        return (sink, sink.start())
    }
}

private final class CatchSequenceSink<Element>: Sink<Element> {
    private let sources: AnyIterator<Observable<Element>>
    private let current = SerialDisposable()
    private let gate = RetryGate()
    private var lastError: Swift.Error?

    init(
        sources: AnyIterator<Observable<Element>>, downstream: @escaping Downstream<Element>,
        cancel: Cancelable
    ) {
        self.sources = sources
        super.init(downstream: downstream, cancel: cancel)
    }

    func start() -> Disposable {
        gate.run(subscribeNext)
        return current
    }

    private func subscribeNext() {
        if isDisposed { return }
        guard let source = sources.next() else {
            forwardAndDispose(lastError.map { .error($0) } ?? .completed)
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(source.forwardEvents(to: on))
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error(let error):
            lastError = error
            gate.run(subscribeNext)
        case .completed:
            forwardAndDispose(event)
        }
    }

    override func dispose() {
        super.dispose()
        current.dispose()
        gate.close()
    }
}

/// Runs a retrying sink's "subscribe to the next attempt" step one at a time: a request made
/// while the step runs (a source failing while it is being subscribed) is run after it, in a
/// loop, instead of recursing. Closing the gate drops pending requests and refuses new ones.
final class RetryGate {
    private let lock = RecursiveLock()
    private var running = false
    private var pending = 0
    private var closed = false

    /// Runs `step` now, or after the step that is running; not at all once closed.
    func run(_ step: () -> Void) {
        let start: Bool = lock.performLocked {
            if closed { return false }
            if running {
                pending += 1
                return false
            }
            running = true
            return true
        }
        guard start else { return }
        step()
        while takePending() { step() }
    }

    /// Drops pending steps and refuses new ones.
    func close() {
        lock.performLocked {
            closed = true
            pending = 0
        }
    }

    private func takePending() -> Bool {
        lock.performLocked {
            if pending > 0 {
                pending -= 1
                return true
            }
            running = false
            return false
        }
    }
}
