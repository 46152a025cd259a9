@_spi(Playground) extension Hooks.Anomaly {
    /// What a debug build of RxSwift prints for the anomaly, word for word; where RxSwift names
    /// its own source file and line (a place to set a breakpoint), the engine names its own.
    ///
    /// The text ends with a line break, and RxSwift `print`s it, so a blank line follows.
    public var debugMessage: String {
        let breakpoint = "  > Debugging: To debug this issue you can set a breakpoint in \(#fileID):\(#line) and observe the call stack.\n"
        let problem =
            "  > Problem: This behavior is breaking the observable sequence grammar. `next (error | completed)?`\n"
            + "    This behavior breaks the grammar because there is overlapping between sequence events.\n"
            + "    Observable sequence is trying to send an event before sending of previous event has finished.\n"
        switch self {
        case .reentrancy:
            return "⚠️ Reentrancy anomaly was detected.\n" + breakpoint + problem
                + "  > Interpretation: This could mean that there is some kind of unexpected cyclic dependency in your code,\n"
                + "    or that the system is not behaving in the expected way.\n"
                + "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`\n"
                + "    or by enqueuing sequence events in some other way.\n"
        case .synchronization:
            return "⚠️ Synchronization anomaly was detected.\n" + breakpoint + problem
                + "  > Interpretation: Two different unsynchronized threads are trying to send some event simultaneously.\n"
                + "    This is undefined behavior because the ordering of the effects caused by these events is nondeterministic and depends on the \n"
                + "    operating system thread scheduler. This will result in a random behavior of your program.\n"
                + "  > Remedy: If this is the expected behavior this message can be suppressed by adding `.observe(on:MainScheduler.asyncInstance)`\n"
                + "    or by synchronizing sequence events in some other way.\n"
        }
    }
}
