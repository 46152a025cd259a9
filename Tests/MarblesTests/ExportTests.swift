import RxSwift
import Marbles
import RxTest
import TestSupport
import Testing

@Suite("Exporting timelines")
struct ExportTests {
    static let lane = Timeline.Lane(name: "one", kind: .subscription, entries: [
        .subscribed(200), .next(210, "a", isString: true), .next(220, "42"), .next(230, "say \"hi\"", isString: true),
        .completed(250),
    ])

    @Test("RxTest events and subscriptions, ready to paste")
    func rxTest() {
        expectEqual(Self.lane.rxTestEvents, #"[.next(210, "a"), .next(220, 42), .next(230, "say \"hi\""), .completed(250)]"#)
        expectEqual(Self.lane.rxTestSubscriptions, "[Subscription(200, 250)]")
        let failing = Timeline.Lane(name: "f", entries: [.subscribed(200), .error(300, "boom"), .subscribed(400)])
        expectEqual(failing.rxTestEvents, #"[.error(300, MarbleTestError("boom"))]"#)
        expectEqual(failing.rxTestSubscriptions, "[Subscription(200, 300), Subscription(400)]")
    }

    @Test("pasted RxTest events equal what a test observer records")
    func pastedEventsCompare() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, "a"), .error(300, MarbleTestError("boom"))])
        let observer = scheduler.start { xs.asObservable() }
        let lane = Timeline.Lane(name: "res", events: observer.events, subscriptions: xs.subscriptions)
        expectEqual(lane.rxTestEvents, #"[.next(210, "a"), .error(300, MarbleTestError("boom"))]"#)
        expectEqual(lane.rxTestSubscriptions, "[Subscription(200, 300)]")
        // What the export says compares equal to what was recorded.
        expectEqual(observer.events, [.next(210, "a"), .error(300, MarbleTestError("boom"))])
        expectEqual(lane.entries, [.subscribed(200), .next(210, "a", isString: true), .error(300, "boom")])
    }

    @Test("a lane from RxTest values shows a disposal that is not an end")
    func laneFromRecorded() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2)]
        let lane = Timeline.Lane(name: "xs", kind: .subscription, events: events, subscriptions: [Subscription(200, 1000)])
        expectEqual(lane.entries, [.subscribed(200), .next(210, "1"), .next(220, "2"), .disposed(1000)])
        expectEqual(lane.subscriptions, [Subscription(200, 1000)])
    }

    @Test("a whole timeline as RxTest code")
    func timelineCode() {
        let timeline = Timeline(lanes: [Timeline.Lane(name: "src", entries: [.next(1, "1")]), Self.lane])
        expectEqual(timeline.rxTestCode, """
            // src
            events: [.next(1, 1)]
            // one
            events: [.next(210, "a"), .next(220, 42), .next(230, "say \\"hi\\""), .completed(250)]
            subscriptions: [Subscription(200, 250)]
            """)
    }

    @Test("a lane as marbles, with its subscription marbles")
    func marbles() throws {
        let diagram = try Self.lane.marbleDiagram(origin: 200, options: MarbleOptions(frame: 10))
        expectEqual(diagram.marbles, "-abc-|")
        expectEqual(diagram.values["b"]?.text, "42")
        expectEqual(diagram.values["c"], TimelineValue("say \"hi\"", isString: true))
        try expectEqual(Self.lane.subscriptionMarbles(origin: 200, options: MarbleOptions(frame: 10)), ["^----!"])
    }

    @Test("a recorded session exports the same marbles it was made from")
    func recordedRoundTrip() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let xs = try scheduler.createColdObservable("-a-b 20ms c|")
        let recorder = Recorder(scheduler: scheduler)
        scheduler.scheduleAt(0) { recorder.record(xs, as: "xs", kind: .subscription) }
        scheduler.start()
        let lane = try #require(recorder.timeline.lane(named: "xs"))
        try expectEqual(lane.marbleDiagram().marbles, "-a-b 20ms c|")
        try expectTrue(lane.subscriptionMarbles() == ["^ 24ms !"] || lane.subscriptionMarbles() == ["^" + String(repeating: "-", count: 24) + "!"])
    }
}
