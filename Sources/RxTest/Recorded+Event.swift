import RxSwift

extension Recorded {
    /// A `next(element)` event at `time`.
    ///
    /// - Parameters:
    ///   - time: when the element is sent.
    ///   - element: the element.
    /// - Returns: the recorded event.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// A `completed` event at `time`.
    ///
    /// - Parameters:
    ///   - time: when the sequence completes.
    ///   - type: the element type, when the context does not say it.
    /// - Returns: the recorded event.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
    where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// An `error` event at `time`.
    ///
    /// - Parameters:
    ///   - time: when the sequence fails.
    ///   - error: the error.
    ///   - type: the element type, when the context does not say it.
    /// - Returns: the recorded event.
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
        -> Recorded<Event<T>> where Value == Event<T>
    {
        Recorded(time: time, value: .error(error))
    }

    /// The recorded events given, as an array: spares a type annotation where inference needs one.
    ///
    /// ```swift
    /// let expected = Recorded.events(.next(210, 2), .next(220, 3), .completed(250))
    /// // the same as: let expected: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(250)]
    /// ```
    ///
    /// - Parameter recordedEvents: the events.
    /// - Returns: `recordedEvents`.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events given, as they are: spares a type annotation where inference needs one.
    ///
    /// ```swift
    /// let expected = Recorded.events([.next(210, 2), .next(220, 3), .completed(250)])
    /// ```
    ///
    /// - Parameter recordedEvents: the events.
    /// - Returns: `recordedEvents`.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
    where Value == Event<T> {
        recordedEvents
    }
}
