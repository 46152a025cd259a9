/// What the runtime keeps for the whole run of a runner process.
enum RuntimeState {
    /// The timeline the engine reports into.
    static let timeline = RuntimeTimeline()
}

/// Names the timeline lane of `value` after the learner's variable `name`; what the compile step
/// adds after an input for each variable it declares. Values without a lane are ignored.
public func name<Value>(_ name: String, _ value: Value) {
    RuntimeState.timeline.name(name, value)
}
