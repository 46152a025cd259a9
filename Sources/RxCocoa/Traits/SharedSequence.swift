import RxSwift

/// How a shared sequence shares its source and where it delivers.
public protocol SharingStrategyProtocol {
    /// Where elements are delivered (the main scheduler).
    static var scheduler: SchedulerType { get }
    /// `source` shared as the strategy shares.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence that can become a `SharedSequence` of `SharingStrategy`.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// How the sequence is shared.
    associatedtype SharingStrategy: SharingStrategyProtocol
    /// The sequence as a shared sequence.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// A sequence that never fails, delivers on the main thread and shares one subscription to its
/// source among its subscribers: `Driver` (replaying the latest element) and `Signal` (not).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    let source: Observable<Element>

    /// `source` shared as `SharingStrategy` shares.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// `source`, already shared.
    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable.
    public func asObservable() -> Observable<Element> { source }

    /// This sequence.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

extension SharedSequence {
    /// A sequence of `element` alone.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never emits.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence of `elements`.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `array`.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence made by `factory` for each subscriber.
    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element>
    {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }
}

/// Shares one subscription and replays the latest element to new subscribers, on the main
/// scheduler.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler.
    public static var scheduler: SchedulerType { MainScheduler.instance }

    /// `source` shared with a replay of one while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Shares one subscription without replaying, on the main scheduler.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The main scheduler.
    public static var scheduler: SchedulerType { MainScheduler.instance }

    /// `source` shared without a replay while connected.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A shared sequence for UI state: it never fails, delivers on the main thread, and a new
/// subscriber gets the latest element at once.
///
/// ```swift
/// let count = relay.asDriver().map { "\($0) photos" }
/// count.drive(label.rx.text)   // the label follows the relay
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// A shared sequence for UI events: it never fails, delivers on the main thread, and a new
/// subscriber gets only what comes after it subscribed.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
