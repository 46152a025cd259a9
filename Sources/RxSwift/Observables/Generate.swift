extension ObservableType {
    /// A sequence made like a `for` loop: starts at `initialState`, sends each state while
    /// `condition` holds, and moves on with `iterate`. A throwing closure ends it with an error.
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

final class Generate<Element>: Producer<Element> {
    let initialState: Element
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element
    let scheduler: ImmediateSchedulerType

    init(
        initialState: Element, condition: @escaping (Element) throws -> Bool,
        iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
        super.init(specializedRun: {
            unsafeDowncast($0, to: Generate<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        if scheduler is CurrentThreadScheduler {
            let source = GenerateEmission(state: initialState, condition: condition, iterate: iterate)
            let sink = TrampolinedEmissionSink(source: source, downstream: downstream, cancel: cancel)
            return (sink, sink.start())
        }
        let sink = Sink<Element>(downstream: downstream, cancel: cancel)
        let subscription = scheduler.scheduleRecursive((initialState, true)) { state, recurse in
            do {
                let current = state.1 ? state.0 : try self.iterate(state.0)
                if try self.condition(current) {
                    sink.forward(.next(current))
                    recurse((current, false))
                } else {
                    sink.forwardAndDispose(.completed)
                }
            } catch {
                sink.forwardAndDispose(.error(error))
            }
        }
        return (sink, subscription)
    }
}

/// The states of `generate`: the initial one, then each next one, while the condition holds.
struct GenerateEmission<Element>: EmissionSource {
    var state: Element
    var isFirst = true
    let condition: (Element) throws -> Bool
    let iterate: (Element) throws -> Element

    init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
    }

    mutating func next() throws -> Element? {
        if isFirst {
            isFirst = false
        } else {
            state = try iterate(state)
        }
        return try condition(state) ? state : nil
    }
}
