/// How marble strings map to virtual time.
///
/// The defaults are RxJS's run mode (`TestScheduler.run`): a frame is one tick, one tick is one
/// millisecond, spaces are ignored and time progression (`10ms`, `1.5s`, `2m`) is allowed.
public struct MarbleOptions: Hashable, Sendable {
    /// Ticks per frame: how far `-`, a value, `|`, `#`, `(`, `)` and `^` move the clock.
    public var frame: Int
    /// Ticks per millisecond, for time progression.
    public var ticksPerMillisecond: Double
    /// RxJS's run mode: spaces are ignored and time progression is read; otherwise a space is a
    /// frame and digits are always values.
    public var runMode: Bool

    /// Options with `frame` ticks per frame and `ticksPerMillisecond` for time progression.
    public init(frame: Int = 1, ticksPerMillisecond: Double = 1, runMode: Bool = true) {
        self.frame = frame
        self.ticksPerMillisecond = ticksPerMillisecond
        self.runMode = runMode
    }

    /// RxJS's run mode: one tick per frame, one tick per millisecond.
    public static let run = MarbleOptions()

    /// RxJS outside run mode: ten ticks per frame, spaces are frames, no time progression.
    public static let classic = MarbleOptions(frame: 10, runMode: false)
}
