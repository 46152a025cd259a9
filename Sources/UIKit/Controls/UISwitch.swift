import Foundation

/// An on/off switch (off at first); the user's flip sends `.valueChanged`.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The color of the track when on.
    open var onTintColor: UIColor?

    /// Turns the switch on or off, without sending an event (as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Flips the switch as the user does (a playground convenience): nothing while it is disabled.
    func simulateFlip() {
        guard isEnabled, !isHidden else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
