import VirtualClock

/// A subject that replays its most recent elements to each new subscriber, then sends live ones.
///
/// ```
/// let s = ReplaySubject<Int>.create(bufferSize: 2)
/// s.onNext(1); s.onNext(2); s.onNext(3)
/// _ = s.subscribe { print($0) }   // next(2), next(3)
/// ```
public class ReplaySubject<Element>: Observable<Element>, SubjectType, SubscriberRemoving, ObserverType, Disposable {
    /// The type `asObserver()` returns: the subject itself, which is its own observer.
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let lock = RecursiveLock()
    private let tracker = DeliveryTracker()
    /// Where the playground's watcher records this subject's events, once it has reported one.
    private var watchLane: InstrumentationLane?
    private var observers = Bag<Downstream<Element>>()
    private var buffer = RingBuffer<Element>()
    /// While the playground watches: the origin of each buffered element (`ElementOrigin`).
    private var origins = RingBuffer<Int>()
    private let bufferSize: Int?
    private var stoppedEvent: Event<Element>?
    private var disposed = false

    init(bufferSize: Int?) {
        self.bufferSize = bufferSize
        super.init()
        // A subject counts once more than any observable in `Resources.total`, as in RxSwift.
        Resources.incrementTotal()
    }

    deinit {
        Resources.decrementTotal()
    }

    /// A subject that replays at most `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        bufferSize == 1 ? ReplayOne(bufferSize: 1) : ReplayMany(bufferSize: max(0, bufferSize))
    }

    /// A subject that replays every element it ever received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplayAll(bufferSize: nil)
    }

    /// Whether the subject has subscribers.
    public var hasObservers: Bool { lock.performLocked { observers.count > 0 } }

    /// Whether the subject was disposed. File-private, as in RxSwift, where code outside the
    /// module is told it is inaccessible ("due to 'fileprivate' protection level").
    fileprivate var isDisposed: Bool { lock.performLocked { disposed } }

    /// The buffered elements, oldest first.
    var bufferedElements: [Element] { lock.performLocked { Array(buffer.elements) } }

    // Prespecialized for the element types learners send most: unoptimized learner code calls
    // the generic entry, which dispatches to these.
    /// Buffers and sends `event`; ignored after a stop event or disposal.
    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    public final func on(_ event: Event<Element>) {
        // Final, so a client's call runs specialized rather than through the vtable.
        tracker.enter()
        defer { tracker.leave() }
        var lane: InstrumentationLane?
        var delivers = false
        // A snapshot, not an optional bag: copying an optional bag went through its value
        // witnesses.
        let targets: BagSnapshot<Downstream<Element>> = lock.performLocked {
            lane = watchLane
            if disposed || stoppedEvent != nil { return .empty }
            delivers = true
            switch event {
            case .next(let value):
                buffer.append(value)
                if let bufferSize { buffer.trim(to: bufferSize) }
                return observers.snapshot
            case .error, .completed:
                stoppedEvent = event
                let current = observers.snapshot
                observers.removeAll()
                return current
            }
        }
        guard delivers else { return }
        guard let observer = Instrumentation.observer else { return targets.forEach { $0(event) } }
        ElementOrigin.delivering {
            let made = Instrumentation.record(event, of: self, in: lane, observer: observer)
            let origin = ElementOrigin.current
            lock.performLocked {
                if let made { watchLane = made }
                // The origins of the buffered elements, for their replay.
                if case .next = event, CarriedContext.isOn {
                    origins.append(origin)
                    if let bufferSize { origins.trim(to: bufferSize) }
                }
            }
            targets.forEach { $0(event) }
        }
    }

    // `ObserverType.onNext` calls this: prespecialized, so unoptimized learner code reaches
    // specialized code without looking up `Event<Element>`'s metadata.
    /// Sends `next(element)`, as `on(.next(element))` does.
    @_specialize(where Element == Int)
    @_specialize(where Element == String)
    public final func _onNext(_ element: Element) {
        sendNext(element)
    }

    // Not inlined: a generic entry that builds the event itself looks up `Event<Element>`'s
    // metadata before it checks for a prespecialized type.
    @inline(never)
    private func sendNext(_ element: Element) {
        on(.next(element))
    }

    /// Subscribes `observer`: replays the buffer, then the stop event or live events.
    ///
    /// As in RxSwift, the replay happens under the subject's lock and before the subscriber is
    /// added, so an element the subscriber sends into the subject while replaying reaches only
    /// the earlier subscribers (and the buffer).
    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        forwardEvents(to: observer.on)
    }

    /// Subscribes a downstream closure as it is: made by a client where the element type is
    /// known, it runs specialized at each event.
    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        lock.lock()
        defer { lock.unlock() }
        if disposed {
            downstream(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if CarriedContext.isOn {
            // Each replayed element keeps its origin, marked as replayed.
            let stored = Array(origins.elements)
            let offset = stored.count - buffer.elements.count
            for (index, element) in buffer.elements.enumerated() {
                let origin = offset >= 0 ? stored[offset + index] : 0
                ElementOrigin.replaying(origin) { downstream(.next(element)) }
            }
        } else {
            for element in buffer.elements { downstream(.next(element)) }
        }
        if let stoppedEvent {
            downstream(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(downstream)
        return SubjectSubscription(owner: self, key: key)
    }

    func removeSubscriber(_ key: BagKey) {
        lock.performLocked { _ = observers.removeKey(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every subscriber and the buffer, and refuses further use.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            buffer = RingBuffer()
            origins = RingBuffer()
        }
    }
}

// MARK: - The classes RxSwift's `create` returns

// RxSwift's factories return private subclasses, and the text of `RxError.disposed` names the
// object's class, so a disposed replay subject's error reads
// ``Object `RxSwift.(unknown context at $…).ReplayOne<Swift.Int>` was already disposed.``, as
// RxSwift's does with its module name. They add no behavior.

/// A replay subject of one element.
private final class ReplayOne<Element>: ReplaySubject<Element> {}

/// A replay subject of a bounded number of elements other than one.
private final class ReplayMany<Element>: ReplaySubject<Element> {}

/// A replay subject of every element.
private final class ReplayAll<Element>: ReplaySubject<Element> {}

/// A queue that drops from the front: the replay buffer.
///
/// Kept instead of swift-collections' `Deque`: with a `Deque` (append, then `removeFirst(_:)`
/// past the buffer size) `replay_subject_5_1M_onNext` took 1.22× this buffer's time (median of
/// paired release runs, 2026-11-23); this one drops by moving an index and compacts rarely.
struct RingBuffer<Element> {
    private var storage: [Element] = []
    private var head = 0

    var count: Int { storage.count - head }

    var elements: ArraySlice<Element> { storage[head...] }

    mutating func append(_ element: Element) {
        storage.append(element)
    }

    mutating func trim(to size: Int) {
        if count > size { head += count - size }
        if head > 32 && head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }
}
