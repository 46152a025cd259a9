extension ObservableType {
    /// A sequence of the given elements, then completion.
    ///
    /// Elements are sent on `scheduler` (by default the current-thread trampoline).
    /// ```
    /// Observable.of(1, 2)   // next(1), next(2), completed
    /// ```
    public static func of(
        _ elements: Element..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(elements, scheduler: scheduler)
    }

    /// A sequence of the array's elements, then completion.
    public static func from(
        _ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(array, scheduler: scheduler)
    }

    /// A sequence of the sequence's elements, then completion.
    public static func from<Source: Sequence>(
        _ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(sequence, scheduler: scheduler)
    }

    /// One element if `optional` holds one, then completion.
    public static func from(optional: Element?) -> Observable<Element> {
        if let optional { return Just(optional) }
        return Immediate(.completed)
    }

    /// One element if `optional` holds one, then completion, sent on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableSequence(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

final class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
    typealias Element = Source.Element
    let elements: Source
    let scheduler: ImmediateSchedulerType

    init(_ elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: ObservableSequence<Source>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        if scheduler is CurrentThreadScheduler {
            let sink = TrampolinedEmissionSink(
                source: IteratorEmission(iterator: elements.makeIterator()), downstream: downstream, cancel: cancel)
            return (sink, sink.start())
        }
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let subscription = scheduler.scheduleRecursive(elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let element = iterator.next() {
                sink.forward(.next(element))
                recurse(iterator)
            } else {
                sink.forwardAndDispose(.completed)
            }
        }
        return (sink, subscription)
    }
}
