import RxSwift
import RxTest

extension TestScheduler {
    /// Marble options for this scheduler: a frame is one tick, and time progression (`10ms`)
    /// turns into ticks with the scheduler's resolution, as its time-based operators do.
    public var marbleOptions: MarbleOptions {
        MarbleOptions(frame: 1, ticksPerMillisecond: 0.001 / resolution)
    }

    /// A cold observable from a marble string: `--a--b|` sends `values["a"]` 2 frames and
    /// `values["b"]` 5 frames after each subscription, then completes; `#` sends `error`.
    ///
    /// - Throws: `MarbleError` for `^` or `!` (RxJS's messages) and for a value not in `values`.
    public func createColdObservable<Element>(
        _ marbles: String, values: [String: Element], error: Swift.Error = MarbleTestError(),
        options: MarbleOptions? = nil
    ) throws -> TestableObservable<Element> {
        if marbles.contains("^") { throw MarbleError.coldWithSubscriptionOffset }
        if marbles.contains("!") { throw MarbleError.coldWithUnsubscription }
        let events = try Recorded.events(marbles, options: options ?? marbleOptions, error: error) { key in
            guard let value = values[key] else { throw MarbleError.missingValue(key) }
            return value
        }
        return createColdObservable(events)
    }

    /// A cold observable from a marble string whose values are the marble characters.
    public func createColdObservable(
        _ marbles: String, error: Swift.Error = MarbleTestError(), options: MarbleOptions? = nil
    ) throws -> TestableObservable<String> {
        if marbles.contains("^") { throw MarbleError.coldWithSubscriptionOffset }
        if marbles.contains("!") { throw MarbleError.coldWithUnsubscription }
        return createColdObservable(try Recorded.events(marbles, options: options ?? marbleOptions, error: error) { $0 })
    }

    /// A hot observable from a marble string: `-a-^-b-|` has `^` at time 0, so `a` is sent at
    /// time -2 (before anyone can subscribe) and `b` at 2.
    ///
    /// - Throws: `MarbleError` for `!` (RxJS's message) and for a value not in `values`.
    public func createHotObservable<Element>(
        _ marbles: String, values: [String: Element], error: Swift.Error = MarbleTestError(),
        options: MarbleOptions? = nil
    ) throws -> TestableObservable<Element> {
        if marbles.contains("!") { throw MarbleError.hotWithUnsubscription }
        let events = try Recorded.events(marbles, options: options ?? marbleOptions, error: error) { key in
            guard let value = values[key] else { throw MarbleError.missingValue(key) }
            return value
        }
        return createHotObservable(events)
    }

    /// A hot observable from a marble string whose values are the marble characters.
    public func createHotObservable(
        _ marbles: String, error: Swift.Error = MarbleTestError(), options: MarbleOptions? = nil
    ) throws -> TestableObservable<String> {
        if marbles.contains("!") { throw MarbleError.hotWithUnsubscription }
        return createHotObservable(try Recorded.events(marbles, options: options ?? marbleOptions, error: error) { $0 })
    }

    /// The time of the `|` in `marbles` (RxJS's `time` helper), e.g. `---|` is 3.
    public func createTime(_ marbles: String) throws -> TestTime {
        try MarbleParser.time(marbles, options: marbleOptions)
    }
}

extension Recorded {
    /// The recorded events of a marble string, values looked up through `value`.
    public static func events<Element>(
        _ marbles: String, options: MarbleOptions = .run, error: Swift.Error = MarbleTestError(),
        value: (String) throws -> Element
    ) throws -> [Recorded<Event<Element>>] where Value == Event<Element> {
        try MarbleParser.parse(marbles, options: options).map { event in
            switch event.kind {
            case .next(let key): return Recorded(time: event.time, value: .next(try value(key)))
            case .error: return Recorded(time: event.time, value: .error(error))
            case .completed: return Recorded(time: event.time, value: .completed)
            }
        }
    }
}

extension Subscription {
    /// The subscription of a subscription marble string: `^---!` is `Subscription(0, 4)`,
    /// `--^` is `Subscription(2)` (still subscribed).
    ///
    /// - Throws: `MarbleError` for other characters, a second `^` or `!` (RxJS's messages), or
    ///   no `^` at all.
    public init(marbles: String, options: MarbleOptions = .run) throws {
        let parsed = try MarbleParser.parseSubscription(marbles, options: options)
        guard let subscribed = parsed.subscribed else {
            throw MarbleError("a subscription marble diagram needs a subscription point '^'")
        }
        self.init(subscribed, parsed.unsubscribed ?? .max)
    }
}
