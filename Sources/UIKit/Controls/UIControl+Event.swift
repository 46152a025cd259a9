import Foundation

extension UIControl {
    /// The events a control sends to its actions, as UIKit's bits.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The bits of the events.
        public let rawValue: UInt

        /// Events from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second touch followed quickly.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A drag entered the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A drag left the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a tap of a button).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events for the system's own use.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control's look depends on.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the state.
        public let rawValue: UInt

        /// A state from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// Being touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }
}
