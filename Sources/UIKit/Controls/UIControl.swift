import Foundation

/// A view the user acts on (buttons, text fields, switches): it is enabled or not and sends its
/// events to the actions registered for them.
///
/// Linux has no Objective-C selectors, so actions are closures: `addAction(_:for:)` as in
/// iOS 14, and the storyboard connections the playground makes.
open class UIControl: UIView {
    /// Whether the user can act on the control (`sendActions(for:)` does not look at it, as in
    /// UIKit: the user's own taps do).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is being touched.
    open var isHighlighted = false
    private var handlers = ControlHandlers<Event>()
    private var actions: [(action: UIAction, events: Event, token: ControlHandlers<Event>.Token)] = []
    private var targets: [(target: Weak, action: Selector, events: Event, token: ControlHandlers<Event>.Token)] = []

    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Runs `action` for `controlEvents`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        let token = handlers.add(for: controlEvents) { [weak self, unowned action] in action.perform(from: self) }
        actions.append((action, controlEvents, token))
    }

    /// Calls `action` on `target` (held weakly, as UIKit does) for `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let box = Weak(target as AnyObject?)
        let token = handlers.add(for: controlEvents) { [weak self] in
            if let object = box.object { action.perform(on: object, sender: self) }
        }
        targets.append((box, action, controlEvents, token))
    }

    /// Stops calling `action` (every action when nil) on `target` (every target when nil) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        let matches = { (entry: (target: Weak, action: Selector, events: Event, token: ControlHandlers<Event>.Token)) in
            (object == nil || entry.target.object === object) && (action == nil || entry.action == action)
                && !entry.events.intersection(controlEvents).isEmpty
        }
        for entry in targets where matches(entry) {
            handlers.remove(entry.token)
        }
        targets.removeAll(where: matches)
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActions { $0.action === action && $0.events == controlEvents }
    }

    /// Stops running the action identified by `identifier` for `controlEvents`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        removeActions { $0.action.identifier == identifier && $0.events == controlEvents }
    }

    private func removeActions(
        where matches: ((action: UIAction, events: Event, token: ControlHandlers<Event>.Token)) -> Bool
    ) {
        for entry in actions where matches(entry) {
            handlers.remove(entry.token)
        }
        actions.removeAll(where: matches)
    }

    /// The events some action listens to.
    open var allControlEvents: Event {
        (actions.map(\.events) + targets.map(\.events)).reduce(into: Event()) { $0.formUnion($1) }
    }

    /// Runs every action registered for an event among `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        for handler in handlers.handlers(for: controlEvents) {
            handler()
        }
    }

    /// Runs `action`, as a control does for an action it sends.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Calls `handler` for `events` until the returned token is removed (RxCocoa's targets).
    package func addHandler(for events: Event, _ handler: @escaping () -> Void) -> ControlHandlers<Event>.Token {
        handlers.add(for: events, handler)
    }

    /// Stops calling the handler registered with `token`.
    package func removeHandler(_ token: ControlHandlers<Event>.Token) {
        handlers.remove(token)
    }

    /// What the user's touch does: nothing while the control is disabled, hidden or not
    /// interactive; otherwise the touch events of a tap.
    func simulateTouch(_ events: [Event]) {
        guard isEnabled, !isHidden, isUserInteractionEnabled else { return }
        for event in events {
            sendActions(for: event)
        }
    }
}
