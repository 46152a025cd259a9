extension ObservableType {
    /// A sequence made anew for every subscription by `observableFactory`; a factory that throws
    /// makes the subscription fail with its error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element>
    {
        Deferred(observableFactory)
    }
}

final class Deferred<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
        super.init(specializedRun: {
            unsafeDowncast($0, to: Deferred<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        do {
            let source = try factory()
            let subscription = source.forwardEvents(to: { event in
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
            })
            return (sink, subscription)
        } catch {
            sink.forwardAndDispose(.error(error))
            return (sink, Disposables.create())
        }
    }
}
