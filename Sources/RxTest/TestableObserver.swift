import RxSwift

/// An observer that records every event it receives, with the virtual time it arrived.
///
/// It keeps its scheduler alive (as RxTest's does), so it can be used after the test has let go
/// of the scheduler.
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// The events received, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// Records `event` at the scheduler's current time.
    ///
    /// - Parameter event: the event received.
    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }
}
