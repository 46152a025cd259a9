import Foundation

/// The closures a control or bar item calls for its events, in the order they were added; a
/// handler can be removed by the token its registration returned.
package struct ControlHandlers<Events: OptionSet & Sendable> where Events.RawValue: FixedWidthInteger {
    /// Identifies one registration.
    package struct Token: Hashable, Sendable {
        let id: Int
    }

    private var entries: [(token: Token, events: Events, handler: () -> Void)] = []
    private var nextID = 0

    package init() {}

    /// Adds `handler` for `events`.
    package mutating func add(for events: Events, _ handler: @escaping () -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        entries.append((token, events, handler))
        return token
    }

    /// Removes the handler registered with `token`.
    package mutating func remove(_ token: Token) {
        entries.removeAll { $0.token == token }
    }

    /// The handlers registered for an event among `events`, in order.
    package func handlers(for events: Events) -> [() -> Void] {
        entries.filter { !$0.events.intersection(events).isEmpty }.map(\.handler)
    }
}
