extension ObservableType {
    /// Combines the latest elements of all `collection`'s sources through `resultSelector`,
    /// whenever one of them sends an element, once every source has sent one.
    ///
    /// Completes once every source has completed, or when an element arrives that can never be
    /// combined because all the other sources are done. An empty `collection` sends
    /// `resultSelector([])` and completes. Fails as soon as a source fails.
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the latest elements of all `collection`'s sources into arrays.
    ///
    /// ```
    /// Observable.combineLatest([Observable.of(1, 2), Observable.of(10)])   // [1, 10], [2, 10], completed
    /// ```
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// Combines the latest elements of any number of sources of one element type.
final class CombineLatestCollection<SourceElement, Element>: Producer<Element> {
    fileprivate let sources: [Observable<SourceElement>]
    fileprivate let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>],
         resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init(specializedRun: {
            unsafeDowncast($0, to: CombineLatestCollection<SourceElement, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = CombineLatestCollectionSink(parent: self, downstream: downstream, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class CombineLatestCollectionSink<SourceElement, Element>: Sink<Element> {
    private let parent: CombineLatestCollection<SourceElement, Element>
    private let lock = RecursiveLock()
    private var latest: [SourceElement?]
    private var isDone: [Bool]
    private var subscriptions: [SingleAssignmentDisposable]
    /// How many sources have sent an element.
    private var numberOfValues = 0
    private var numberOfDone = 0

    init(parent: CombineLatestCollection<SourceElement, Element>, downstream: @escaping Downstream<Element>,
         cancel: Cancelable) {
        self.parent = parent
        let count = parent.sources.count
        latest = Array(repeating: nil, count: count)
        isDone = Array(repeating: false, count: count)
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(downstream: downstream, cancel: cancel)
    }

    func run() -> Disposable {
        for (index, source) in parent.sources.enumerated() {
            let subscription = source.forwardEvents(to: { event in self.on(event, at: index) })
            subscriptions[index].setDisposable(subscription)
        }
        if parent.sources.isEmpty {
            do {
                let result = try parent.resultSelector([])
                forwardAnew(result)
                forwardAndDispose(.completed)
            } catch {
                forwardAndDispose(.error(error))
            }
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<SourceElement>, at index: Int) {
        lock.performLocked {
            switch event {
            case .next(let element):
                if latest[index] == nil {
                    numberOfValues += 1
                }
                latest[index] = element
                if numberOfValues < latest.count {
                    let othersDone = numberOfDone - (isDone[index] ? 1 : 0)
                    if othersDone == latest.count - 1 {
                        forwardAndDispose(.completed)
                    }
                    return
                }
                emitLatest()
            case .error(let error):
                forwardAndDispose(.error(error))
            case .completed:
                if isDone[index] { return }
                isDone[index] = true
                numberOfDone += 1
                if numberOfDone == latest.count {
                    forwardAndDispose(.completed)
                } else {
                    subscriptions[index].dispose()
                }
            }
        }
    }

    private func emitLatest() {
        let values = latest.compactMap { $0 }
        guard values.count == latest.count else { return }
        do {
            forwardAnew(try parent.resultSelector(values))
        } catch {
            forwardAndDispose(.error(error))
        }
    }
}
