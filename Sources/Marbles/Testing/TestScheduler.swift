import Foundation
import RxSwift

/// Converts between dates and `TestScheduler` ticks.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    /// Seconds per tick.
    public let resolution: Double

    /// A converter at `resolution` seconds per tick.
    public init(resolution: Double) {
        self.resolution = resolution
    }

    public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int((time.timeIntervalSince1970 / resolution).rounded())
    }

    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int((timeInterval / resolution).rounded())
    }

    public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
    }
}

/// A virtual-time scheduler for tests, counting in integer ticks, with RxTest's conventions:
/// a sequence is created at 100, subscribed at 200 and disposed at 1000 unless told otherwise,
/// and work scheduled "now" runs one tick later (simulated processing delay).
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

    /// Seconds per tick.
    public let resolution: Double

    /// A scheduler at `initialClock`, with `resolution` seconds per tick.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
        self.simulateProcessingDelay = simulateProcessingDelay
        self.resolution = resolution
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Work due now or in the past runs at the next tick when processing delay is simulated.
    public override func adjustScheduledTime(_ time: Int) -> Int {
        time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
    }

    /// A hot observable that sends `events` at their absolute times, subscribed or not.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(scheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` at their times relative to each subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(scheduler: self, recordedEvents: events)
    }

    /// An observer that records every event with the time it arrived.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at virtual time `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs everything, and returns what the subscriber saw.
    public func start<Element>(
        created: TestTime, subscribed: TestTime, disposed: TestTime,
        create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        var source: Observable<Element>?
        var subscription: Disposable?
        let observer = createObserver(Element.self)
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }

    /// `start(created: 100, subscribed: 200, disposed:)`.
    public func start<Element>(disposed: TestTime, create: @escaping () -> Observable<Element>)
        -> TestableObserver<Element>
    {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created: 100, subscribed: 200, disposed: 1000)`.
    public func start<Element>(_ create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}
