import RunnerProtocol

/// One subscription an operator made to an inner sequence (`flatMapFirst`'s to the sequence its
/// closure returned), as `:subs` lists it while it is live: not a lane, nothing of what it
/// receives is kept.
final class InnerSubscriptionRecord {
    /// The engine's token for it, held weakly: gone once the operator let the subscription go.
    weak var token: AnyObject?
    /// The inner sequence it subscribed to (a subject, often).
    let source: ObjectIdentifier
    /// The operator that made it (`flatMapFirst`).
    let operatorName: String
    /// The program's subscription its operator's sink was made for, if any.
    let outer: RuntimeTrack?
    /// When it was made, among the timeline's inner subscriptions.
    let order: Int
    /// The learner object whose stored property held its source, seen while both lived.
    weak var sourceOwner: AnyObject?
    var sourcePlace: RunnerSubscription.Place?

    init(token: AnyObject, source: ObjectIdentifier, operatorName: String, outer: RuntimeTrack?, order: Int) {
        self.token = token
        self.source = source
        self.operatorName = operatorName
        self.outer = outer
        self.order = order
    }
}
