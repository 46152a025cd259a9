extension ObservableType {
    /// Sends the elements of this sequence, then, once it completes, those of `second`.
    ///
    /// ```
    /// Observable.of(1, 2).concat(Observable.of(3))   // 1, 2, 3, completed
    /// ```
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Sends the elements of each sequence in turn, subscribing to the next when the previous
    /// completes; an error ends it at once.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        Concat(makeIterator: { AnyIterator(sequence.makeIterator()) }, count: nil)
    }

    /// Sends the elements of each sequence in turn, subscribing to the next when the previous
    /// completes; an error ends it at once.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        Concat(makeIterator: { AnyIterator(collection.makeIterator()) }, count: collection.count)
    }

    /// Sends the elements of each sequence in turn, subscribing to the next when the previous
    /// completes; an error ends it at once.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        Concat(makeIterator: { AnyIterator(sources.makeIterator()) }, count: sources.count)
    }
}

/// Subscribes to its sources one after the other.
final class Concat<Element>: Producer<Element> {
    fileprivate let makeIterator: () -> AnyIterator<Observable<Element>>
    /// How many sources there are, when known: lets the sink drop an exhausted iterator early.
    fileprivate let count: Int?

    init(makeIterator: @escaping () -> AnyIterator<Observable<Element>>, count: Int?) {
        self.makeIterator = makeIterator
        self.count = count
        super.init(specializedRun: {
            unsafeDowncast($0, to: Concat<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = ConcatSink(downstream: downstream, cancel: cancel)
        return (sink, sink.run(makeIterator(), count: count))
    }
}

/// The deepest stack of source iterators a `concat` reached by flattening nested `concat`s, for
/// tests that check a chain of nested concatenations stays shallow; reset it to 0 before one.
/// (RxSwift compiles it in debug builds; the engine always keeps it, as it keeps `Resources`.)
/// Not synchronized, as in RxSwift: read it when no concatenation is running.
nonisolated(unsafe) public var maxTailRecursiveSinkStackSize = 0

/// Walks a stack of source iterators, subscribing to one source at a time.
///
/// Moving to the next source is serialized: a source that completes while the next one is
/// being subscribed queues the move instead of recursing, so long chains of synchronous
/// sources use constant stack. Nested `concat`s are flattened into the same stack.
private final class ConcatSink<Element>: Sink<Element> {
    private typealias Sources = (iterator: AnyIterator<Observable<Element>>, remaining: Int?)

    private var stack: [Sources] = []
    private let current = SerialDisposable()
    private let gate = RecursiveLock()
    private var isMoving = false
    private var pendingMoves = 0
    private var stopped = false

    func run(_ iterator: AnyIterator<Observable<Element>>, count: Int?) -> Disposable {
        stack.append((iterator, count))
        requestMove()
        return current
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error:
            forwardAndDispose(event)
        case .completed:
            requestMove()
        }
    }

    /// Moves to the next source now, or after the move in progress.
    private func requestMove() {
        let runsNow: Bool = gate.performLocked {
            if stopped { return false }
            if isMoving {
                pendingMoves += 1
                return false
            }
            isMoving = true
            return true
        }
        guard runsNow else { return }
        moveNext()
        while gate.performLocked({ () -> Bool in
            if pendingMoves > 0 {
                pendingMoves -= 1
                return true
            }
            isMoving = false
            return false
        }) {
            moveNext()
        }
    }

    private func moveNext() {
        var next: Observable<Element>?
        while next == nil, let top = stack.last {
            if isDisposed { return }
            stack.removeLast()
            guard let candidate = top.iterator.next() else { continue }
            if let remaining = top.remaining {
                if remaining > 1 { stack.append((top.iterator, remaining - 1)) }
            } else {
                stack.append(top)
            }
            if let nested = candidate as? Concat<Element> {
                stack.append((nested.makeIterator(), nested.count))
                if maxTailRecursiveSinkStackSize < stack.count { maxTailRecursiveSinkStackSize = stack.count }
            } else {
                next = candidate
            }
        }
        guard let next else {
            forwardAndDispose(.completed)
            return
        }
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        subscription.setDisposable(next.forwardEvents(to: { event in self.on(event) }))
    }

    override func dispose() {
        super.dispose()
        current.dispose()
        gate.performLocked {
            stopped = true
            pendingMoves = 0
        }
    }
}
