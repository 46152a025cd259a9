extension ObservableType {
    /// A sequence that owns a resource: each subscription makes one with `resourceFactory`,
    /// builds the sequence from it with `observableFactory`, and disposes it after the sequence's
    /// subscription.
    ///
    /// ```
    /// Observable.using({ Disposables.create { print("released") } },
    ///                  observableFactory: { _ in Observable.of(1) })
    /// // next(1), completed, released
    /// ```
    /// A factory that throws makes the subscription fail with its error (a resource already made
    /// is still disposed).
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class Using<Element, Resource: Disposable>: Producer<Element> {
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource,
         observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
        super.init(specializedRun: {
            unsafeDowncast($0, to: Using<Element, Resource>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let forward: Downstream<Element> = { event in
            if event.isStopEvent {
                sink.forwardAndDispose(event)
            } else {
                sink.forward(event)
            }
        }
        var resource: Disposable = Disposables.create()
        do {
            let made = try resourceFactory()
            resource = made
            let source = try observableFactory(made)
            return (sink, Disposables.create(source.forwardEvents(to: forward), resource))
        } catch {
            let failure = Observable<Element>.error(error).forwardEvents(to: forward)
            return (sink, Disposables.create(failure, resource))
        }
    }
}
