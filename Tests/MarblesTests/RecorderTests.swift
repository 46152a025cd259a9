import Foundation
import RxSwift
import Marbles
import RxTest
import TestSupport
import Testing

@Suite("Recorder builds timelines")
struct RecorderTests {
    @Test("records a subject's events with their times, lanes in creation order")
    func recordsSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = Recorder(scheduler: scheduler)
        let subject = PublishSubject<Int>()
        let other = PublishSubject<String>()
        recorder.record(subject, as: "numbers")
        recorder.record(other, as: "words")
        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(20) { other.onNext("hi") }
        scheduler.scheduleAt(30) { subject.onError(RxError.unknown) }
        scheduler.scheduleAt(40) { other.onCompleted() }
        scheduler.start()
        let timeline = recorder.timeline
        expectEqual(timeline.lanes.map(\.name), ["numbers", "words"])
        expectEqual(timeline.lane(named: "numbers")?.entries, [.next(10, "1"), .error(30, "Unknown error occurred.")])
        expectEqual(timeline.lane(named: "words")?.entries, [.next(20, "hi", isString: true), .completed(40)])
        expectEqual(timeline.lane(named: "numbers")?.start, 0)
        expectEqual(timeline.timeRange, 0...40)
    }

    @Test("a recorded subscription shows subscribe and dispose instants")
    func subscriptionLane() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = Recorder(scheduler: scheduler)
        let subject = BehaviorSubject(value: "🐶")
        var seen: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(5) {
            subscription = recorder.recording(subject, as: "one").subscribe(onNext: { seen.append($0) })
        }
        scheduler.scheduleAt(7) { subject.onNext("🐱") }
        scheduler.scheduleAt(9) { subscription?.dispose() }
        scheduler.scheduleAt(11) { subject.onNext("🐭") }
        scheduler.start()
        let lane = recorder.timeline.lane(named: "one")
        expectEqual(seen, ["🐶", "🐱"])
        expectEqual(lane?.kind, .subscription)
        expectTrue(lane?.start == nil)
        expectEqual(lane?.entries, [.subscribed(5), .next(5, "🐶", isString: true), .next(7, "🐱", isString: true), .disposed(9)])
        expectEqual(lane?.subscriptions, [Subscription(5, 9)])
    }

    @Test("a subscription that ends with its sequence has no dispose instant")
    func endedSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let recorder = Recorder(scheduler: scheduler)
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        scheduler.scheduleAt(1) { subscription = recorder.record(subject.map { $0 * 2 }, as: "doubled", kind: .subscription) }
        scheduler.scheduleAt(2) { subject.onNext(21) }
        scheduler.scheduleAt(3) { subject.onCompleted() }
        scheduler.scheduleAt(4) { subscription?.dispose() }
        scheduler.start()
        expectEqual(recorder.timeline.lane(named: "doubled")?.entries, [.subscribed(1), .next(2, "42"), .completed(3)])
        expectEqual(recorder.timeline.lane(named: "doubled")?.subscriptions, [Subscription(1, 3)])
    }

    @Test("a lane keeps its most recent entries and counts the dropped ones")
    func bounded() {
        var clock = 0
        let recorder = Recorder(capacity: 3) { clock }
        let subject = PublishSubject<Int>()
        recorder.record(subject, as: "s")
        for value in 1...10 {
            clock = value
            subject.onNext(value)
        }
        let lane = recorder.timeline.lane(named: "s")
        expectEqual(lane?.entries, [.next(8, "8"), .next(9, "9"), .next(10, "10")])
        expectEqual(lane?.droppedCount, 7)
        expectEqual(Recorder.defaultCapacity, 10_000)
        expectEqual(Recorder { 0 }.capacity, 10_000)
    }

    @Test("a capacity of zero keeps nothing and counts everything")
    func zeroCapacity() {
        let lane = Recorder(capacity: 0) { 0 }.lane(named: "none")
        lane.next(1)
        lane.completed()
        expectTrue(lane.snapshot.entries.isEmpty)
        expectEqual(lane.droppedCount, 2)
    }

    @Test("lanes can be fed directly, and a value's text is taken when read")
    func directLane() {
        final class Box: CustomStringConvertible {
            var text = "before"
            var description: String { text }
        }
        var clock = 3
        let recorder = Recorder { clock }
        let lane = recorder.lane(named: "learner", kind: .subscription)
        expectTrue(recorder.lane(named: "learner") === lane)
        lane.subscribed()
        let box = Box()
        lane.next(box)
        clock = 6
        lane.append(.next(TimelineValue("x")), at: 5)
        lane.disposed()
        box.text = "after"
        expectEqual(lane.snapshot.entries, [.subscribed(3), .next(3, "after"), .next(5, "x"), .disposed(6)])
        box.text = "later still"
        expectEqual(lane.snapshot.entries[1], .next(3, "after"))
        expectEqual(recorder.laneNames, ["learner"])
        recorder.removeAll()
        expectTrue(recorder.timeline.lanes.isEmpty)
    }

    @Test("values that know their timeline form use it")
    func customValues() {
        struct Tagged: TimelineValueConvertible {
            var timelineValue: TimelineValue { TimelineValue("tagged", isString: true) }
        }
        let lane = Recorder { 0 }.lane(named: "t")
        lane.next(Tagged())
        lane.next(Character("c"))
        expectEqual(lane.snapshot.entries, [.next(0, "tagged", isString: true), .next(0, "c", isString: true)])
    }

    @Test("works with any virtual-time scheduler through a frame function")
    func historicalScheduler() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        let recorder = Recorder(scheduler: scheduler) { Int(($0.timeIntervalSince1970 * 1000).rounded()) }
        let subject = PublishSubject<Int>()
        recorder.record(subject, as: "s")
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
            subject.onNext(1)
            return Disposables.create()
        }
        scheduler.start()
        expectEqual(recorder.timeline.lane(named: "s")?.entries, [.next(250, "1")])
    }
}
