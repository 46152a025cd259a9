import Interpreter
import RxSwift

/// RxCocoa's `Driver` and `Signal`: observables that never fail, deliver on the main scheduler
/// and share one subscription (a `Driver` replays its latest element, a `Signal` nothing).
package final class SharedSequenceObject: ObservableObject {
    /// Which shared sequence it is.
    package enum Strategy: String {
        case driver = "Driver"
        case signal = "Signal"
    }

    package let strategy: Strategy

    /// Shares `source` the way `strategy` does.
    package init(_ strategy: Strategy, source: Observable<Value>, elementType: SwiftType, upstream: [RxObject],
                 events: EventHub) {
        self.strategy = strategy
        let shared = source.share(replay: strategy == .driver ? 1 : 0, scope: .whileConnected)
        super.init(.values(shared), elementType: elementType, upstream: upstream, events: events)
    }

    package override var typeBaseName: String { strategy.rawValue }
    package override var family: MemberFamily { .library(strategy.rawValue) }
}
