import Foundation

extension UIView {
    /// Options of an animation (accepted; the playground does not draw the frames in between).
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lays out subviews during the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact during the animation.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Eases in and out.
        public static let curveEaseInOut = AnimationOptions([])
        /// Eases in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Eases out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// A cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Animates the changes `animations` makes over `duration` seconds after `delay`, then calls
    /// `completion` with `true`.
    ///
    /// The changes take effect at once, as the model values of UIKit's views do; `completion`
    /// runs when the virtual clock has moved `delay + duration` seconds (at once without a clock).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        guard let completion else { return }
        MainTurn.after(seconds: delay + duration) { completion(true) }
    }

    /// Animates the changes `animations` makes over `duration` seconds, then calls `completion`.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring; the changes and the completion behave as in `animate(withDuration:…)`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Transitions `view` with the changes `animations` makes; the completion follows the duration.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: completion)
    }

    /// Runs `actions` without animating them.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        actions()
    }
}
