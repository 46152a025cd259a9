extension ObservableType {
    /// On an error, continues with the sequence `handler` makes from it; a throwing handler
    /// ends the sequence with the handler's error.
    ///
    /// The fallback is subscribed before the failed source's subscription is disposed.
    /// ```
    /// -1-2-#  catch { _ in .of(8, 9) }  -1-2-(89|)
    /// ```
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        Catch(source: asObservable(), handler: handler)
    }

    /// On an error, sends `element` and completes.
    ///
    /// ```
    /// -1-2-#  catchAndReturn(0)  -1-2-(0|)
    /// ```
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        Catch(source: asObservable(), handler: { _ in Observable.just(element) })
    }

    /// The RxSwift 5 spelling of `catch(_:)`.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
        -> Observable<Element>
    {
        `catch`(handler)
    }

    /// The RxSwift 5 spelling of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}

final class Catch<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handler: (Swift.Error) throws -> Observable<Element>

    init(source: Observable<Element>, handler: @escaping (Swift.Error) throws -> Observable<Element>) {
        self.source = source
        self.handler = handler
        super.init(specializedRun: {
            unsafeDowncast($0, to: Catch<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let handler = self.handler
        let current = SerialDisposable()
        let first = SingleAssignmentDisposable()
        current.disposable = first
        first.setDisposable(
            source.forwardEvents(to: { event in
                switch event {
                case .next:
                    sink.forward(event)
                case .completed:
                    sink.forwardAndDispose(event)
                case .error(let error):
                    do {
                        let fallback = try handler(error)
                        current.disposable = fallback.forwardEvents(to: { event in
                            if event.isStopEvent {
                                sink.forwardAndDispose(event)
                            } else {
                                sink.forward(event)
                            }
                        })
                    } catch {
                        sink.forwardAndDispose(.error(error))
                    }
                }
            }))
        return (sink, current)
    }
}
