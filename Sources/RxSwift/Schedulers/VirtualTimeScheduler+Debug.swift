extension VirtualTimeScheduler: CustomDebugStringConvertible {
    /// The due times of the work waiting in the queue, as an array: `[200, 300]` for a
    /// `TestScheduler`. RxSwift prints its queue's heap in storage order, which is due order
    /// whenever the work was scheduled in due order; this prints due order always. Cancelled
    /// work is listed until the scheduler reaches it, as in RxSwift.
    public var debugDescription: String {
        "[" + queuedDueTimes.map { "\($0)" }.joined(separator: ", ") + "]"
    }
}
