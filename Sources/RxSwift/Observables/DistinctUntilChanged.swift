extension ObservableType where Element: Equatable {
    /// Drops every element equal to the one sent just before it.
    ///
    /// ```
    /// -1-1-2-2-1-|  distinctUntilChanged()  -1---2---1-|
    /// ```
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: { $0 }, comparer: { $0 == $1 })
    }
}

extension ObservableType {
    /// Drops every element whose key, by `keySelector`, equals the key of the element sent
    /// just before it. A throwing selector ends the sequence with its error.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element>
    {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: { $0 == $1 })
    }

    /// Drops every element that `comparer` calls equal to the element sent just before it.
    /// A throwing comparer ends the sequence with its error.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool)
        -> Observable<Element>
    {
        DistinctUntilChanged(source: asObservable(), keySelector: { $0 }, comparer: comparer)
    }

    /// Drops every element whose key, by `keySelector`, `comparer` calls equal to the key of
    /// the element sent just before it. A throwing closure ends the sequence with its error.
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping (Element) throws -> K, comparer: @escaping (K, K) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops every element whose property at `keyPath` equals that of the element sent just
    /// before it.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element>
    {
        DistinctUntilChanged(
            source: asObservable(), keySelector: { $0 },
            comparer: { $0[keyPath: keyPath] == $1[keyPath: keyPath] })
    }
}

final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    typealias KeySelector = (Element) throws -> Key
    typealias Comparer = (Key, Key) throws -> Bool

    private let source: Observable<Element>
    private let keySelector: KeySelector
    private let comparer: Comparer

    init(source: Observable<Element>, keySelector: @escaping KeySelector, comparer: @escaping Comparer) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(specializedRun: {
            unsafeDowncast($0, to: DistinctUntilChanged<Element, Key>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = DistinctUntilChangedSink(parent: self, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }

    /// The key of the element one subscription sent last.
    private final class DistinctUntilChangedSink: Sink<Element> {
        private let keySelector: KeySelector
        private let comparer: Comparer
        private var currentKey: Key?

        init(parent: DistinctUntilChanged, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
            keySelector = parent.keySelector
            comparer = parent.comparer
            super.init(downstream: downstream, cancel: cancel)
        }

        func on(_ event: Event<Element>) {
            switch event {
            case .next(let element):
                do {
                    let key = try keySelector(element)
                    if let currentKey, try comparer(currentKey, key) { return }
                    currentKey = key
                    forward(event)
                } catch {
                    forwardAndDispose(.error(error))
                }
            case .error, .completed:
                forwardAndDispose(event)
            }
        }
    }
}
