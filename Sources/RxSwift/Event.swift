/// One thing an observable sequence says: an element, an error that ends it, or its completion.
///
/// A sequence emits any number of `next` events followed by at most one stop event
/// (`error` or `completed`); nothing follows a stop event.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence ended with an error.
    case error(Swift.Error)
    /// The sequence ended normally.
    case completed
}

// As in RxSwift, only `CustomDebugStringConvertible`: `print(event)` and `"\(event)"` fall back
// to `debugDescription`, and `event.description` does not compile.
extension Event: CustomDebugStringConvertible {
    /// The event as RxSwift prints it: `next(1)`, `error(boom)`, `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Whether this is `completed` or `error`.
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element of a `next` event, else `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, else `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is `completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a throwing transform turns it into `error`.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be turned into an `Event`.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event itself.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
