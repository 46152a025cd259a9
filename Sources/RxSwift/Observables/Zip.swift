/// What zip does for any number of sources: queue each source's elements, send a combination
/// once every queue has one, complete once every source has completed.
///
/// A source that completes does not end the zip by itself (its queue may still feed
/// combinations), the way RxSwift's fixed-arity `zip` behaves. Subclasses hold the typed queues
/// and the result selector (see `Zip+arity.swift`).
class ZipSink<Element>: Sink<Element> {
    let lock = RecursiveLock()
    private var isDone: [Bool]

    init(arity: Int, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        isDone = Array(repeating: false, count: arity)
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Subscribes to `source` as input `index`; `store` queues each of its elements and returns
    /// the next zipped result when every input has one queued.
    ///
    /// `store` is a closure made by the fixed-arity subclass rather than an override, so the
    /// subclass's code runs specialized (see `Producer.init(specializedRun:)`).
    final func subscribe<Input>(
        _ source: Observable<Input>, index: Int, store: @escaping (Input) throws -> Element?
    ) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.forwardEvents(to: { event in
            self.lock.performLocked {
                switch event {
                case .next(let element):
                    self.emitIfReady { try store(element) }
                case .error(let error):
                    subscription.dispose()
                    self.forwardAndDispose(.error(error))
                case .completed:
                    subscription.dispose()
                    self.markDone(index)
                }
            }
        }))
        return subscription
    }

    private func emitIfReady(_ storeAndZip: () throws -> Element?) {
        do {
            if let result = try storeAndZip() {
                forwardAnew(result)
            }
        } catch {
            forwardAndDispose(.error(error))
        }
    }

    private func markDone(_ index: Int) {
        isDone[index] = true
        if !isDone.contains(false) {
            forwardAndDispose(.completed)
        }
    }
}
