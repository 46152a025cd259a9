/// A virtual time in ticks, as `TestScheduler` counts it.
public typealias TestTime = Int
