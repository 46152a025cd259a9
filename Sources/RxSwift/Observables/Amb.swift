extension ObservableType {
    /// Mirrors whichever of `sequence` sends an event first, and disposes the others.
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { result, next in result.amb(next) }
    }

    /// Mirrors this sequence or `right`, whichever sends an event first, and disposes the other.
    ///
    /// ```
    /// left     ---1---2--|
    /// right    -----5----6-|
    /// amb      ---1---2--|    (right is disposed at the first 1)
    /// ```
    public func amb<Source: ObservableType>(_ right: Source) -> Observable<Element>
    where Source.Element == Element {
        Amb(left: asObservable(), right: right.asObservable())
    }
}

/// Subscribes to two sources and keeps the first that speaks.
final class Amb<Element>: Producer<Element> {
    private let left: Observable<Element>
    private let right: Observable<Element>

    init(left: Observable<Element>, right: Observable<Element>) {
        self.left = left
        self.right = right
        super.init(specializedRun: {
            unsafeDowncast($0, to: Amb<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = AmbSink(downstream: downstream, cancel: cancel)
        return (sink, sink.run(left: left, right: right))
    }
}

private final class AmbSink<Element>: Sink<Element> {
    private enum Side {
        case left, right
    }

    private let lock = RecursiveLock()
    private var winner: Side?
    private let leftSubscription = SingleAssignmentDisposable()
    private let rightSubscription = SingleAssignmentDisposable()

    func run(left: Observable<Element>, right: Observable<Element>) -> Disposable {
        let both = Disposables.create(leftSubscription, rightSubscription)
        leftSubscription.setDisposable(left.forwardEvents(to: { event in self.on(event, from: .left) }))
        rightSubscription.setDisposable(right.forwardEvents(to: { event in self.on(event, from: .right) }))
        return both
    }

    private func on(_ event: Event<Element>, from side: Side) {
        lock.performLocked {
            if winner == nil {
                winner = side
                (side == .left ? rightSubscription : leftSubscription).dispose()
            }
            guard winner == side else { return }
            if event.isStopEvent {
                forwardAndDispose(event)
            } else {
                forward(event)
            }
        }
    }
}
