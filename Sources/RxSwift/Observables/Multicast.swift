extension ObservableType {
    /// A connectable observable that shares one subscription to this sequence through `subject`;
    /// the same subject serves every connection.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable observable that shares one subscription to this sequence through a subject
    /// made by `makeSubject`, anew after each connection ends.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element
    {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// For every subscription: makes a subject with `subjectSelector`, lets `selector` build a
    /// sequence on the shared source, subscribes to it, then connects the source to the subject.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        Multicast(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }

    /// A connectable observable that sends this sequence's events, once connected, to the
    /// subscribers it has at that moment (`multicast { PublishSubject() }`).
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject() })
    }

    /// A connectable observable that replays up to `bufferSize` elements of the current
    /// connection to each new subscriber (`multicast { ReplaySubject.create(bufferSize:) }`).
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) })
    }

    /// A connectable observable that replays every element of the current connection to each
    /// new subscriber.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject.createUnbounded() })
    }
}

/// `multicast(_:selector:)`: one subject and one connection per subscription.
final class Multicast<Subject: SubjectType, Element>: Producer<Element> {
    private let source: Observable<Subject.Observer.Element>
    private let subjectSelector: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Element>

    init(source: Observable<Subject.Observer.Element>, subjectSelector: @escaping () throws -> Subject,
         selector: @escaping (Observable<Subject.Element>) throws -> Observable<Element>) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
        super.init(specializedRun: {
            unsafeDowncast($0, to: Multicast<Subject, Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        do {
            let subject = try subjectSelector()
            let connectable = ConnectableObservableAdapter(source: source, makeSubject: { subject })
            let observable = try selector(connectable)
            let subscription = observable.forwardEvents(to: { event in
                if event.isStopEvent {
                    sink.forwardAndDispose(event)
                } else {
                    sink.forward(event)
                }
            })
            let connection = connectable.connect()
            return (sink, Disposables.create(subscription, connection))
        } catch {
            sink.forwardAndDispose(.error(error))
            return (sink, Disposables.create())
        }
    }
}
