extension ConnectableObservableType {
    /// Connects when the first subscriber arrives and disconnects when the last one leaves.
    ///
    /// A stop event from the source ends the connection too: the next subscriber connects anew.
    public func refCount() -> Observable<Element> {
        RefCount(source: self)
    }
}

/// Counts the subscribers of one connection.
final class RefCount<Source: ConnectableObservableType>: Producer<Source.Element> {
    fileprivate let lock = RecursiveLock()
    fileprivate let source: Source
    fileprivate var count = 0
    /// Tells connections apart, so a subscriber of an ended connection does not disconnect the
    /// next one.
    fileprivate var connectionID: Int64 = 0
    fileprivate var connection: Disposable?

    init(source: Source) {
        self.source = source
        super.init(specializedRun: {
            unsafeDowncast($0, to: RefCount<Source>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = RefCountSink(parent: self, downstream: downstream, cancel: cancel)
        return (sink, sink.run())
    }
}

private final class RefCountSink<Source: ConnectableObservableType>: Sink<Source.Element> {
    typealias Element = Source.Element

    private let parent: RefCount<Source>
    private var connectionID: Int64 = -1

    init(parent: RefCount<Source>, downstream: @escaping Downstream<Element>, cancel: Cancelable) {
        self.parent = parent
        super.init(downstream: downstream, cancel: cancel)
    }

    func run() -> Disposable {
        let subscription = parent.source.forwardEvents(to: { event in self.on(event) })
        let parent = self.parent
        parent.lock.lock()
        defer { parent.lock.unlock() }
        connectionID = parent.connectionID
        if isDisposed {
            return Disposables.create()
        }
        if parent.count == 0 {
            parent.count = 1
            parent.connection = parent.source.connect()
        } else {
            parent.count += 1
        }
        return Disposables.create {
            subscription.dispose()
            self.leave()
        }
    }

    private func leave() {
        parent.lock.lock()
        defer { parent.lock.unlock() }
        if parent.connectionID != connectionID { return }
        if parent.count == 1 {
            parent.count = 0
            parent.connection?.dispose()
            parent.connection = nil
        } else if parent.count > 1 {
            parent.count -= 1
        } else {
            fatalError("RefCount disposed more subscribers than it counted")
        }
    }

    private func on(_ event: Event<Element>) {
        switch event {
        case .next:
            forward(event)
        case .error, .completed:
            parent.lock.lock()
            if parent.connectionID == connectionID {
                let connection = parent.connection
                parent.count = 0
                parent.connectionID &+= 1
                parent.connection = nil
                connection?.dispose()
            }
            parent.lock.unlock()
            forwardAndDispose(event)
        }
    }
}
