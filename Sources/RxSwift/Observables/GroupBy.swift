extension ObservableType {
    /// Splits the sequence into groups by `keySelector`: sends a `GroupedObservable` the first
    /// time a key is seen, and each element into its group.
    ///
    /// ```
    /// -1-2-3-|  groupBy { $0 % 2 }  -A-B---|   A (key 1): -1---3-|   B (key 0): ---2---|
    /// ```
    /// The source stays subscribed while the outer sequence or any group is subscribed. A group
    /// is hot: it sends only what arrives after it is subscribed. When the source ends, every group
    /// ends first (in the order the groups were made; RxSwift goes through a dictionary, so its
    /// order varies), then the outer sequence. A throwing `keySelector` ends them all with its error.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
        -> Observable<GroupedObservable<Key, Element>>
    {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
        super.init(specializedRun: {
            unsafeDowncast($0, to: GroupBy<Key, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<GroupedObservable<Key, Element>>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = GroupBySink(keySelector: keySelector, downstream: downstream, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// Keeps one subject per key; the source subscription lives while anyone listens.
private final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>> {
    private let keySelector: (Element) throws -> Key
    private let sourceSubscription = SingleAssignmentDisposable()
    private var refCount: RefCountDisposable?
    private var groups: [Key: PublishSubject<Element>] = [:]
    private var groupOrder: [PublishSubject<Element>] = []

    init(keySelector: @escaping (Element) throws -> Key,
         downstream: @escaping Downstream<GroupedObservable<Key, Element>>, cancel: Cancelable) {
        self.keySelector = keySelector
        super.init(downstream: downstream, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        let refCount = RefCountDisposable(disposable: sourceSubscription)
        self.refCount = refCount
        sourceSubscription.setDisposable(source.forwardEvents(to: { event in self.on(event) }))
        return refCount
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                end(.error(error))
                return
            }
            send(element, key: key)
        case .error(let error):
            end(.error(error))
        case .completed:
            end(.completed)
        }
    }

    private func send(_ element: Element, key: Key) {
        if let group = groups[key] {
            group.on(.next(element))
            return
        }
        let group = PublishSubject<Element>()
        groups[key] = group
        groupOrder.append(group)
        if let refCount {
            forward(.next(GroupedObservable(key: key, source: GroupSource(subject: group, refCount: refCount))))
        }
        group.on(.next(element))
    }

    private func end(_ event: Event<GroupedObservable<Key, Element>>) {
        let groupEvent: Event<Element>
        switch event {
        case .error(let error): groupEvent = .error(error)
        default: groupEvent = .completed
        }
        for group in groupOrder { group.on(groupEvent) }
        forward(event)
        sourceSubscription.dispose()
        dispose()
    }
}

/// One group's elements: subscribing keeps the shared source subscription alive.
private final class GroupSource<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let release = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(release, subscription)
    }
}
