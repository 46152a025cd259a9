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

    /// Combines the latest elements, or returns `nil` if a source has none yet.
    func makeResult() throws -> Element? {
        rxAbstractMethod()
    }

    /// Subscribes to `source` as input `index`; `store` remembers each of its elements.
    final func subscribe<Input>(
        _ source: Observable<Input>, index: Int, store: @escaping (Input) -> Void
    ) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(source.forwardEvents(to: { event in
            self.lock.performLocked {
                switch event {
                case .next(let element):
                    store(element)
                    self.elementArrived(at: index)
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

    private func elementArrived(at index: Int) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        if numberOfValues == arity {
            do {
                if let result = try makeResult() {
                    forward(.next(result))
                }
            } catch {
                forwardAndDispose(.error(error))
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
