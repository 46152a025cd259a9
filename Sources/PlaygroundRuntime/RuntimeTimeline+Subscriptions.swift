import RunnerProtocol

/// What `:subs` lists: the subscriptions the timeline saw, with their state and holder.
extension RuntimeTimeline {
    /// The subscriptions so far, in order; `bags` names the bag holding a disposable the program
    /// got back (by the disposable's identity).
    func subscriptions(bags: [ObjectIdentifier: String]) -> [RunnerSubscription] {
        nameOwnedLanes()
        return lock.withLock {
            var bagOfToken: [ObjectIdentifier: String] = [:]
            for (disposable, bag) in bags {
                if let link = disposables[disposable], link.disposable.object != nil { bagOfToken[link.token] = bag }
            }
            return namedTracks().filter { $0.kind == .subscription }.map { track in
                var state = RunnerSubscription.State.live
                switch track.entries.last?.kind {
                case .disposed: state = .disposed
                case .error, .completed: state = .ended
                default: if track.ended { state = .disposed }
                }
                // A retired track's identity belongs to a newer object now.
                let bag = tracks[track.key] === track ? bagOfToken[track.key] : nil
                return RunnerSubscription(
                    name: track.name ?? "", source: track.source.flatMap { tracks[$0]?.name }, state: state,
                    bag: bag, isHeldByVariable: track.isNamedByLearner)
            }
        }
    }
}
