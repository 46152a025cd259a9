import RunnerProtocol

/// What `:subs` lists: the subscriptions the timeline saw, with their state and holder.
extension RuntimeTimeline {
    /// The subscriptions so far, in order, each followed by the live subscriptions its operators
    /// made to inner sequences; `bags` places the bag holding a disposable the program got back
    /// (by the disposable's identity). A live subscription whose source's
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
            let program = namedTracks().filter { $0.kind == .subscription }.map { track in
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
                return (track, subscription)
            }
            return withInners(program, isReachable: isReachable)
        }
    }

    /// `program`'s subscriptions, each followed by the live inner subscriptions its operators
    /// made; those of no listed subscription come last (under the lock).
    private func withInners(
        _ program: [(track: RuntimeTrack, subscription: RunnerSubscription)], isReachable: (ObjectIdentifier) -> Bool
    ) -> [RunnerSubscription] {
        inners = inners.filter { $0.value.token != nil }
        var byOuter: [ObjectIdentifier: [RunnerSubscription]] = [:]
        var unplaced: [RunnerSubscription] = []
        for inner in inners.values.sorted(by: { $0.order < $1.order }) {
            let place = inner.sourcePlace
            var subscription = RunnerSubscription(
                name: inner.operatorName + " inner",
                source: tracks[inner.source]?.name ?? place.map { "\($0.className).\($0.property)" }, state: .live,
                bag: nil, isHeldByVariable: false)
            subscription.innerOperator = inner.operatorName
            if inner.sourceOwner == nil, !isReachable(inner.source) { subscription.outlivedSource = place }
            if let outer = inner.outer, program.contains(where: { $0.track === outer }) {
                subscription.outer = outer.name
                byOuter[ObjectIdentifier(outer), default: []].append(subscription)
            } else {
                unplaced.append(subscription)
            }
        }
        return program.flatMap { [$0.subscription] + (byOuter[ObjectIdentifier($0.track)] ?? []) } + unplaced
    }
}
