import Marbles
@_spi(Playground) import RxSwift

/// Named observables (`let doubled = s.map { $0 * 2 }`): the engine tells the timeline when one
/// is subscribed, and the timeline keeps a row of what it sent down each subscription, for the
/// learner's subscription being made then (`doubled>one`). Watching adds no subscription: the
/// row is told of each event on its way down.
extension RuntimeTimeline {
    func subscribing(toObservable observable: AnyObject) -> ((InstrumentedEvent) -> Void)? {
        lock.withLock {
            guard let track = tracks[ObjectIdentifier(observable)], track.isObservable, track.object === observable
            else { return nil }
            let row = RuntimeTrack(
                object: observable, key: track.key, kind: .subscription, order: track.order, timeline: self)
            row.append(.subscribed(frame))
            track.deliveries.append(row)
            if let end = subscribingNow.last {
                row.endTrack = end
                end.rows.append(row)
            }
            return { [unowned self] event in
                self.lock.withLock {
                    guard !row.ended else { return }
                    row.append(recorded: self.entry(event, for: row))
                    if case .next = event {} else { row.ended = true }
                }
            }
        }
    }

    /// The subscription `track` ended: so did what named observables sent down it.
    func endRows(of track: RuntimeTrack) {
        for row in track.rows where !row.ended {
            row.ended = true
            row.append(.disposed(frame))
        }
        track.rows.removeAll()
    }

    /// `track` is a named observable made with `made`: its caption, and the observables it was
    /// made from (found through the stored properties of the chain's operators).
    func makeObservable(_ track: RuntimeTrack, made: String?) {
        guard !track.isObservable, let object = track.object else { return }
        track.isObservable = true
        track.caption = made
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(object)]
        var found: [ObjectIdentifier] = []
        func visit(_ value: Any, depth: Int) {
            guard depth > 0 else { return }
            var mirror: Mirror? = Mirror(reflecting: value)
            while let level = mirror {
                for child in level.children {
                    guard let held = Self.object(in: child.value), held is any ObservableType else { continue }
                    guard seen.insert(ObjectIdentifier(held as AnyObject)).inserted else { continue }
                    found.append(ObjectIdentifier(held as AnyObject))
                    visit(held, depth: depth - 1)
                }
                mirror = level.superclassMirror
            }
        }
        visit(object, depth: 16)
        track.inputs = found
    }

    /// The lanes of named observable `track`: with no subscription yet, an empty lane from its
    /// creation; with one, that subscription's events as its own lane; with more, one lane per
    /// subscription, `name>subscription`. The caption goes on the first.
    func observableLanes(_ track: RuntimeTrack) -> [Timeline.Lane] {
        let name = track.name ?? ""
        let inputs = track.inputs.compactMap { id in
            tracks[id].flatMap { $0.object != nil && $0.name != nil ? $0.name : nil }
        }
        let rows = track.deliveries
        if rows.count <= 1 {
            let entries = (rows.first?.recent ?? []).filter {
                if case .subscribed = $0.kind { return false }
                if case .disposed = $0.kind { return false }
                return true
            }
            return [
                Timeline.Lane(
                    name: name, kind: .source, start: track.start, entries: entries,
                    droppedCount: rows.first?.droppedCount ?? 0, caption: track.caption, inputs: inputs)
            ]
        }
        return rows.enumerated().map { index, row in
            Timeline.Lane(
                name: name + ">" + (row.endTrack?.name ?? "?"), kind: .subscription, entries: Array(row.recent),
                droppedCount: row.droppedCount, caption: index == 0 ? track.caption : nil, inputs: inputs)
        }
    }
}
