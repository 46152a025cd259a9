import RxSwift

/// Records named sources and subscriptions on a virtual clock and builds a `Timeline`.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let recorder = Recorder(scheduler: scheduler)
/// let subject = PublishSubject<String>()
/// recorder.record(subject, as: "subject")
/// scheduler.scheduleAt(10) { subject.onNext("🐶") }
/// scheduler.start()
/// recorder.timeline.lane(named: "subject")?.entries   // [next(🐶) @ 10]
/// ```
public final class Recorder {
    /// The default number of entries a lane keeps.
    public static let defaultCapacity = 10_000

    /// The most entries each lane keeps; older ones are dropped and counted.
    public let capacity: Int
    private let clock: () -> Int
    private var lanes: [RecordingLane] = []
    private var indexByName: [String: Int] = [:]

    /// A recorder whose clock is `clock`, in integer virtual time units.
    public init(capacity: Int = Recorder.defaultCapacity, clock: @escaping () -> Int) {
        self.capacity = capacity
        self.clock = clock
    }

    /// A recorder reading the clock of a virtual-time scheduler counting in integers.
    public convenience init<Converter>(
        scheduler: VirtualTimeScheduler<Converter>, capacity: Int = Recorder.defaultCapacity
    ) where Converter.VirtualTimeUnit == Int {
        self.init(capacity: capacity) { scheduler.clock }
    }

    /// A recorder reading the clock of any virtual-time scheduler, turned into integers by `frame`.
    public convenience init<Converter>(
        scheduler: VirtualTimeScheduler<Converter>, capacity: Int = Recorder.defaultCapacity,
        frame: @escaping (Converter.VirtualTimeUnit) -> Int
    ) {
        self.init(capacity: capacity) { frame(scheduler.clock) }
    }

    /// The current virtual time.
    public var now: Int { clock() }

    /// The lanes' names, in creation order.
    public var laneNames: [String] { lanes.map(\.name) }

    /// The lane called `name`, created now (last in order) if it does not exist yet; a source
    /// lane is drawn from its creation, a subscription lane from its first subscribe instant.
    public func lane(named name: String, kind: LaneKind = .source) -> RecordingLane {
        if let index = indexByName[name] { return lanes[index] }
        let start = kind == .source ? clock() : nil
        let lane = RecordingLane(name: name, kind: kind, start: start, capacity: capacity, clock: clock)
        indexByName[name] = lanes.count
        lanes.append(lane)
        return lane
    }

    /// Subscribes to `source` now and records its events on the lane `name`.
    ///
    /// A `.subscription` lane also shows the subscribe instant and, when the returned disposable
    /// is disposed before the sequence ended, the dispose instant.
    @discardableResult
    public func record<Source: ObservableConvertibleType>(
        _ source: Source, as name: String, kind: LaneKind = .source
    ) -> Disposable {
        let lane = self.lane(named: name, kind: kind)
        return RecordingObserver<Source.Element>(lane: lane, marksSubscription: kind == .subscription)
            .subscribe(to: source.asObservable())
    }

    /// `source`, recorded: each subscription to the result is drawn on the subscription lane
    /// `name` with its subscribe instant, its events and its dispose instant.
    public func recording<Source: ObservableConvertibleType>(_ source: Source, as name: String)
        -> Observable<Source.Element>
    {
        let lane = self.lane(named: name, kind: .subscription)
        let upstream = source.asObservable()
        return Observable.create { downstream in
            RecordingObserver(lane: lane, marksSubscription: true, downstream: downstream)
                .subscribe(to: upstream)
        }
    }

    /// The lanes recorded so far, as a timeline.
    public var timeline: Timeline {
        Timeline(lanes: lanes.map(\.snapshot))
    }

    /// Forgets every lane.
    public func removeAll() {
        lanes.removeAll()
        indexByName.removeAll()
    }
}

/// Writes every event it receives on a lane, then passes it on.
final class RecordingObserver<Element>: ObserverType {
    private let lane: RecordingLane
    private let marksSubscription: Bool
    private let downstream: AnyObserver<Element>?
    private var stopped = false
    private var disposed = false

    init(lane: RecordingLane, marksSubscription: Bool, downstream: AnyObserver<Element>? = nil) {
        self.lane = lane
        self.marksSubscription = marksSubscription
        self.downstream = downstream
    }

    func on(_ event: Event<Element>) {
        if stopped || disposed { return }
        if event.isStopEvent { stopped = true }
        lane.record(event)
        downstream?.on(event)
    }

    /// Marks the subscribe instant, subscribes, and returns a disposable that marks the dispose
    /// instant (unless the sequence ended first).
    func subscribe(to source: Observable<Element>) -> Disposable {
        if marksSubscription { lane.subscribed() }
        let subscription = source.subscribe(self)
        return Disposables.create { [self] in
            if disposed { return }
            disposed = true
            if marksSubscription && !stopped { lane.disposed() }
            subscription.dispose()
        }
    }
}
