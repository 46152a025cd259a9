/// What an operator that subscribes to inner sequences (`flatMap`, `flatMapFirst`,
/// `flatMapLatest`, `concatMap`, `merge`) tells the playground's watcher: each subscription it
/// makes to an inner sequence, as a subscription of its own kind, with the inner sequence as its
/// source and the program's subscription it belongs to.
///
/// The operator asks for one when it is subscribed (`reporter`): nil, after one load, while no
/// watcher is installed. Otherwise its sink gets each inner sequence wrapped (`reporting`), so the
/// sink's own code, and an unwatched subscription's speed, stay as they are.
final class InnerSubscriptions {
    private let watcher: InstrumentationObserver
    private let operatorName: String
    /// The lane of the program's subscription being made when the operator was subscribed.
    private let outer: InstrumentationLane?

    private init(watcher: InstrumentationObserver, operatorName: String) {
        self.watcher = watcher
        self.operatorName = operatorName
        self.outer = watcher.subscriptionBeingMade
    }

    /// The reporter of a subscription of `operatorName` being made now, or nil when nothing
    /// watches.
    @inline(__always)
    static func reporter(_ operatorName: String) -> InnerSubscriptions? {
        guard let watcher = Instrumentation.observer else { return nil }
        return InnerSubscriptions(watcher: watcher, operatorName: operatorName)
    }

    /// `selector`, whose inner sequences tell the watcher when they are subscribed.
    func reporting<Element, Inner: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Inner)
        -> (Element) throws -> Observable<Inner.Element>
    {
        { element in ReportedInner(try selector(element).asObservable(), reporter: self) }
    }

    /// `inner`, telling the watcher when it is subscribed.
    func reporting<Element>(_ inner: Observable<Element>) -> Observable<Element> {
        ReportedInner(inner, reporter: self)
    }

    /// Subscribes to `inner` with `subscribe`, telling the watcher first; the disposable
    /// returned tells it that the subscription ended when it is disposed (an operator disposes
    /// an inner subscription when it completes, fails, is replaced, or its sink goes).
    fileprivate func subscribe(to inner: AnyObject, _ subscribe: () -> Disposable) -> Disposable {
        let token = SubscriptionToken()
        watcher.subscribing(inner: token, to: inner, by: operatorName, within: outer)
        let watcher = self.watcher
        return WatchedSubscription(subscribe()) { watcher.innerSubscriptionEnded(token) }
    }
}

/// An inner sequence as a watched operator's sink sees it: subscribing to it subscribes to the
/// sequence itself, reported to the watcher. Not counted in `Resources.total`: watching must
/// not show.
private final class ReportedInner<Element>: Observable<Element> {
    private let inner: Observable<Element>
    private let reporter: InnerSubscriptions

    init(_ inner: Observable<Element>, reporter: InnerSubscriptions) {
        self.inner = inner
        self.reporter = reporter
        super.init()
        Resources.decrementTotal()
    }

    deinit {
        // `Observable`'s deinit counts it off again.
        Resources.incrementTotal()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        reporter.subscribe(to: inner) { inner.subscribe(observer) }
    }

    override func forwardEvents(to downstream: @escaping Downstream<Element>) -> Disposable {
        reporter.subscribe(to: inner) { inner.forwardEvents(to: downstream) }
    }
}
