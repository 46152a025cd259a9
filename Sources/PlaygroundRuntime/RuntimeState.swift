@_spi(Playground) import RxSwift
import VirtualClock

/// What the runtime keeps for the whole run of a runner process.
enum RuntimeState {
    /// The timeline the engine reports into.
    static let timeline = RuntimeTimeline()
    /// The learner's variables, as the inputs declared them.
    static let variables = RuntimeVariables()
    /// The learner's objects seen holding bags and subjects, remembered weakly.
    static let owners = PropertyOwners()
    /// The value the last evaluated expression captured (`capture(_:)`), as the prompt shows it.
    nonisolated(unsafe) static var captured: String?

    /// Makes the engine report to the timeline, with elements' origins carried (`ElementOrigin`),
    /// or report nothing.
    static func watch(_ on: Bool) {
        Instrumentation.observer = on ? timeline : nil
        CarriedContext.isOn = on
    }
}

/// Names the timeline lane of `value` after the learner's variable `name`, and keeps a way to
/// read the variable for `:vars`; what the compile step adds after an input for each variable it
/// declares (`constant` for a `let`; `made`, the chain it was given, captions an observable's
/// lane). Values without a lane get none.
///
/// `value` is read again each time `:vars` asks (a top-level variable is a global, so reading
/// it captures nothing): nothing is kept that holds the learner's objects.
public func name<Value>(
    _ name: String, _ value: @autoclosure @escaping () -> Value, constant: Bool = false, made: String? = nil
) {
    RuntimeState.timeline.name(name, value(), made: made)
    RuntimeState.variables.declare(name, isConstant: constant, read: value)
}
