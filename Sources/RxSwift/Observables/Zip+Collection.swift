extension ObservableType {
    /// Combines the elements of all `collection`'s sources by index through `resultSelector`:
    /// the first elements of each, then the second ones, and so on.
    ///
    /// Completes once every source has completed, or when an element arrives that can never be
    /// combined because all the other sources are done; completes at once if `collection` is
    /// empty. Fails as soon as a source fails.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Combines the elements of all `collection`'s sources by index into arrays.
    ///
    /// ```
    /// Observable.zip([Observable.of(1, 2), Observable.of(10, 20, 30)])   // [1, 10], [2, 20], completed
    /// ```
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// Zips any number of sources of one element type.
final class ZipCollection<SourceElement, Element>: Producer<Element> {
    fileprivate let sources: [Observable<SourceElement>]
    fileprivate let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>],
         resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init(specializedRun: {
            unsafeDowncast($0, to: ZipCollection<SourceElement, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ZipCollectionSink(parent: self, downstream: downstream, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class ZipCollectionSink<SourceElement, Element>: Sink<Element> {
    private let parent: ZipCollection<SourceElement, Element>
    private let lock = RecursiveLock()
    private var queues: [ElementQueue<SourceElement>]
    private var isDone: [Bool]
    private var subscriptions: [SingleAssignmentDisposable]
    /// How many queues hold at least one element.
    private var numberOfValues = 0
    private var numberOfDone = 0

    init(parent: ZipCollection<SourceElement, Element>, downstream: @escaping Downstream<Element>,
         cancel: Cancelable) {
        self.parent = parent
        let count = parent.sources.count
        queues = Array(repeating: ElementQueue(), count: count)
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
            forward(.completed)
        }
        return Disposables.create(subscriptions)
    }

    private func on(_ event: Event<SourceElement>, at index: Int) {
        lock.performLocked {
            switch event {
            case .next(let element):
                queues[index].enqueue(element)
                if queues[index].count == 1 {
                    numberOfValues += 1
                }
                if numberOfValues < queues.count {
                    if numberOfDone == queues.count - 1 {
                        forwardAndDispose(.completed)
                    }
                    return
                }
                emitFrontElements()
            case .error(let error):
                forwardAndDispose(.error(error))
            case .completed:
                if isDone[index] { return }
                isDone[index] = true
                numberOfDone += 1
                if numberOfDone == queues.count {
                    forwardAndDispose(.completed)
                } else {
                    subscriptions[index].dispose()
                }
            }
        }
    }

    private func emitFrontElements() {
        var arguments: [SourceElement] = []
        arguments.reserveCapacity(queues.count)
        numberOfValues = 0
        for index in queues.indices {
            arguments.append(queues[index].removeFirst())
            if !queues[index].isEmpty {
                numberOfValues += 1
            }
        }
        do {
            forwardAnew(try parent.resultSelector(arguments))
        } catch {
            forwardAndDispose(.error(error))
        }
    }
}
