/// Where a synchronous sequence (`of`, `from`, `range`, `repeatElement`, `generate`) takes its
/// elements from, one at a time.
protocol EmissionSource {
    associatedtype Element
    /// The next element; `nil` at the end. Throwing ends the sequence with the error.
    mutating func next() throws -> Element?
}

/// The elements of an iterator.
struct IteratorEmission<Iterator: IteratorProtocol>: EmissionSource {
    var iterator: Iterator

    @inline(__always)
    mutating func next() -> Iterator.Element? { iterator.next() }
}

/// Sends a synchronous sequence on the current-thread trampoline with RxSwift's interleaving
/// and without RxSwift's cost.
///
/// RxSwift sends each element as a separate trampoline step: send, then queue the next step
/// behind whatever the send queued. When nothing else is waiting after a send, that next step
/// would run at once anyway, so this sink simply goes on in a loop; only when other work is
/// waiting does it queue itself (the same object each time, no allocation) behind that work.
/// Either way the steps run in exactly RxSwift's order.
final class TrampolinedEmissionSink<Source: EmissionSource>: Sink<Source.Element>, InvocableItem {
    private var source: Source

    init(source: Source, downstream: @escaping Downstream<Source.Element>, cancel: Cancelable) {
        self.source = source
        super.init(downstream: downstream, cancel: cancel)
    }

    /// Queues the first step, as RxSwift schedules the first element.
    func start() -> Disposable {
        CurrentThreadScheduler.run(self)
        return Disposables.create()
    }

    func invoke() {
        let trampoline = TrampolineState.current
        while !isDisposed && !cancel.isDisposed {
            let element: Source.Element?
            do {
                element = try source.next()
            } catch {
                forwardAndDispose(.error(error))
                return
            }
            guard let element else {
                forwardAndDispose(.completed)
                return
            }
            forward(.next(element))
            if trampoline.hasQueuedWork {
                trampoline.enqueue(self)
                return
            }
        }
    }
}
