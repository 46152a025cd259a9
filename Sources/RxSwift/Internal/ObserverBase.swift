import Synchronization

/// An observer that calls a closure for every event and ignores anything after a stop event.
/// It counts in `Resources.total` while it lives, as RxSwift's does.
final class AnonymousObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    private let stopped = Atomic<Bool>(false)

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.load(ordering: .relaxed) { handler(event) }
        case .error, .completed:
            if !stopped.exchange(true, ordering: .acquiringAndReleasing) { handler(event) }
        }
    }
}
