extension ObservableType {
    /// On every element of this sequence, combines it with the latest element of `second`
    /// through `resultSelector`. Elements before `second` has one are dropped.
    ///
    /// Ends when this sequence ends or `second` fails; `second` completing changes nothing.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> Result
    ) -> Observable<Result> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), selector: resultSelector)
    }

    /// On every element of this sequence, sends the latest element of `second`.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        WithLatestFrom(first: asObservable(), second: second.asObservable(), selector: { $1 })
    }
}

final class WithLatestFrom<First, Second, Element>: Producer<Element> {
    private let first: Observable<First>
    private let second: Observable<Second>
    private let selector: (First, Second) throws -> Element

    init(first: Observable<First>, second: Observable<Second>,
         selector: @escaping (First, Second) throws -> Element) {
        self.first = first
        self.second = second
        self.selector = selector
        super.init(specializedRun: {
            unsafeDowncast($0, to: WithLatestFrom<First, Second, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let lock = RecursiveLock()
        var latest: Second?
        let selector = self.selector

        let secondSubscription = SingleAssignmentDisposable()
        secondSubscription.setDisposable(second.forwardEvents(to: { event in
            lock.performLocked {
                switch event {
                case .next(let value): latest = value
                case .completed: secondSubscription.dispose()
                case .error(let error): sink.forwardAndDispose(.error(error))
                }
            }
        }))
        let firstSubscription = first.forwardEvents(to: { event in
            lock.performLocked {
                switch event {
                case .next(let value):
                    guard let latest else { return }
                    do {
                        sink.forwardAnew(try selector(value, latest))
                    } catch {
                        sink.forwardAndDispose(.error(error))
                    }
                case .error(let error):
                    sink.forwardAndDispose(.error(error))
                case .completed:
                    sink.forwardAndDispose(.completed)
                }
            }
        })
        return (sink, Disposables.create(firstSubscription, secondSubscription))
    }
}
