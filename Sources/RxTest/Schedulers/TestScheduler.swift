import RxSwift

/// A virtual-time scheduler for tests, counting in integer ticks, with RxTest's conventions:
/// a sequence is created at 100, subscribed at 200 and disposed at 1000 unless told otherwise,
/// and work scheduled "now" runs one tick later (simulated processing delay).
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
/// let observer = scheduler.start { xs.map { $0 * 10 } }
/// print(observer.events)  // [next(20) @ 210, completed @ 300]
/// print(xs.subscriptions) // [(200: 300)]
/// ```
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
    /// The default times of `start`.
    public enum Defaults {
        /// When the sequence under test is created.
        public static let created = 100
        /// When it is subscribed.
        public static let subscribed = 200
        /// When the subscription is disposed.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// Seconds per tick (not in RxTest: the marble helpers read it to turn `10ms` into ticks).
    public let resolution: Double

    /// A scheduler whose clock starts at `initialClock`.
    ///
    /// - Parameters:
    ///   - initialClock: the first virtual time.
    ///   - resolution: seconds per tick: real time is ticks × resolution.
    ///   - simulateProcessingDelay: whether work scheduled now (or earlier) runs a tick later.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// A hot observable that sends `events` at their absolute times, subscribed or not.
    ///
    /// - Parameter events: the events and when to send them.
    /// - Returns: the observable, which records its subscriptions.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` at their times after each subscription.
    ///
    /// - Parameter events: the events and how long after subscribing to send them.
    /// - Returns: the observable, which records its subscriptions.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the time it arrived.
    ///
    /// - Parameter type: the element type.
    /// - Returns: the observer.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at virtual time `time`.
    ///
    /// - Parameters:
    ///   - time: when to run it (a time already past runs a tick from now).
    ///   - action: the work.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Moves work due now or earlier to the next tick when processing delay is simulated.
    ///
    /// - Parameter time: the time asked for.
    /// - Returns: the time the work will run at.
    public override func adjustScheduledTime(_ time: Int) -> Int {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs everything, and returns what the subscriber saw.
    ///
    /// - Parameters:
    ///   - created: when to call `create`.
    ///   - subscribed: when to subscribe.
    ///   - disposed: when to dispose the subscription.
    ///   - create: makes the sequence under test: an observable or a trait.
    /// - Returns: the observer, with every event and its time.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:create:)`.
    ///
    /// - Parameters:
    ///   - disposed: when to dispose the subscription.
    ///   - create: makes the sequence under test: an observable or a trait.
    /// - Returns: the observer, with every event and its time.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime, create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000, create:)`.
    ///
    /// - Parameter create: makes the sequence under test: an observable or a trait.
    /// - Returns: the observer, with every event and its time.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
