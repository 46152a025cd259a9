/// What combineLatest does for any number of sources: remember each source's latest element and
/// send a combination whenever one arrives once every source has sent one.
///
/// Completes once every source has completed, or as soon as an element arrives that can never
/// be combined because every other source is done (one of them completed empty). Subclasses hold
/// the typed latest elements and the result selector (see `CombineLatest+arity.swift`).
class CombineLatestSink<Element>: Sink<Element> {
    let lock = RecursiveLock()
    private let arity: Int
    private var hasValue: [Bool]
    private var isDone: [Bool]
    private var numberOfValues = 0
    private var numberOfDone = 0

    init(arity: Int, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.arity = arity
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Subscribes to `source` as input `index`; `store` remembers each of its elements and
    /// returns the combined result when every input has an element.
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
                    self.elementArrived(at: index) { try store(element) }
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

    /// `storeAndCombine` stores the element; its result is nil (and no selector runs) until
    /// every input has an element.
    private func elementArrived(at index: Int, _ storeAndCombine: () throws -> Element?) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        let result: Element?
        do {
            result = try storeAndCombine()
        } catch {
            forwardAndDispose(.error(error))
            return
        }
        if numberOfValues == arity {
            if let result {
                forwardAnew(result)
            }
            return
        }
        let othersDone = isDone.indices.allSatisfy { $0 == index || isDone[$0] }
        if othersDone {
            forwardAndDispose(.completed)
        }
    }

    private func markDone(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity {
            forwardAndDispose(.completed)
        }
    }
}
