/// The elements of one group made by `groupBy(keySelector:)`, with the key they share.
///
/// ```
/// Observable.of(1, 2, 3).groupBy { $0 % 2 }
///     .flatMap { group in group.map { "\(group.key): \($0)" } }   // 1: 1, 0: 2, 1: 3
/// ```
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key
    private let source: Observable<Element>

    /// A group with `key` whose elements come from `source`.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}
