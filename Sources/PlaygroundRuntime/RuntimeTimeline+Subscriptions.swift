import RunnerProtocol

/// What `:subs` lists: the subscriptions the timeline saw, with their state and holder.
extension RuntimeTimeline {
    /// The subscriptions so far, in order; `bags` places the bag holding a disposable the
    /// program got back (by the disposable's identity). A live subscription whose source's
    /// owner is gone is said to have outlived it unless `isReachable` says its source is.
    func subscriptions(
        bags: [ObjectIdentifier: BagPlace], isReachable: (ObjectIdentifier) -> Bool
    ) -> [RunnerSubscription] {
        nameOwnedLanes()
        return lock.withLock {
            var bagOfToken: [ObjectIdentifier: BagPlace] = [:]
            for (disposable, bag) in bags {
                if let link = disposables[disposable], link.disposable.object != nil { bagOfToken[link.token] = bag }
            }
            return namedTracks().filter { $0.kind == .subscription }.map { track in
                var state = RunnerSubscription.State.live
                switch track.entries.lastKind {
                case .disposed: state = .disposed
                case .error, .completed: state = .ended
                default: if track.ended { state = .disposed }
                }
                // A retired track's identity belongs to a newer object now.
                let place = tracks[track.key] === track ? bagOfToken[track.key] : nil
                if let place { track.lastBag = place.name }
                var subscription = RunnerSubscription(
                    name: track.name ?? "", source: track.source.flatMap { tracks[$0]?.name }, state: state,
                    bag: place?.name ?? track.lastBag, isHeldByVariable: track.isNamedByLearner)
                if state == .live {
                    subscription.cycle = place?.cycle
                    subscription.cycleOwner = place?.owner
                    if track.sourceOwner == nil, let source = track.source, !isReachable(source) {
                        subscription.outlivedSource = track.sourcePlace
                    }
                }
                return subscription
            }
        }
    }
}
