import RxSwift
import Marbles
import RxTest
import TestSupport
import Testing

@Suite("Test observables from marbles")
struct TestSchedulerMarblesTests {
    @Test("a cold observable counts from each subscription and records it")
    func cold() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("--a--b|", values: ["a": 1, "b": 2])
        expectEqual(xs.recordedEvents, [.next(2, 1), .next(5, 2), .completed(6)])
        let observer = scheduler.start { xs.asObservable() }
        expectEqual(observer.events, [.next(202, 1), .next(205, 2), .completed(206)])
        expectEqual(xs.subscriptions, [Subscription(200, 206)])
    }

    @Test("a hot observable has ^ at time 0")
    func hot() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-^-b-|")
        expectEqual(xs.recordedEvents, [.next(-2, "a"), .next(2, "b"), .completed(4)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(0) { _ = xs.subscribe(observer) }
        scheduler.start()
        expectEqual(observer.events, [.next(2, "b"), .completed(4)])
        expectEqual(xs.subscriptions, [Subscription(0)])
    }

    @Test("# sends the given error, or one whose text is 'error'")
    func errors() throws {
        struct Boom: Error {}
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-#")
        expectEqual(xs.recordedEvents, [.error(1, MarbleTestError("error"), String.self)])
        let ys = try scheduler.createColdObservable("-a#", values: ["a": 1], error: Boom())
        expectEqual("\(ys.recordedEvents[1].value)", "error(Boom())")
    }

    @Test("misuse is refused with RxJS's messages")
    func misuse() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(throws: MarbleError("cold observable cannot have subscription offset \"^\"")) {
            try scheduler.createColdObservable("-^-a")
        }
        #expect(throws: MarbleError("cold observable cannot have unsubscription marker \"!\"")) {
            try scheduler.createColdObservable("-a-!")
        }
        #expect(throws: MarbleError("hot observable cannot have unsubscription marker \"!\"")) {
            try scheduler.createHotObservable("-a-!")
        }
        #expect(throws: MarbleError("no value given for marble 'b'")) {
            try scheduler.createColdObservable("-a-b", values: ["a": 1])
        }
    }

    @Test("time progression follows the scheduler's resolution")
    func timeProgression() throws {
        let seconds = TestScheduler(initialClock: 0)
        try expectEqual(seconds.createColdObservable("2s a").recordedEvents, [.next(2, "a")])
        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        try expectEqual(milliseconds.createColdObservable("2s a").recordedEvents, [.next(2000, "a")])
        try expectEqual(milliseconds.createTime("---|"), 3)
    }

    @Test("subscriptions from subscription marbles")
    func subscriptionsFromMarbles() throws {
        try expectEqual(Subscription(marbles: "--^---!"), Subscription(2, 6))
        try expectEqual(Subscription(marbles: "^"), Subscription(0))
        #expect(throws: MarbleError.self) { try Subscription(marbles: "----") }
    }

    @Test("expectMarbles matches events and subscriptions")
    func expectMarblesMatch() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let result = try scheduler.expectMarbles(
            xs.filter { $0 != 2 }, toBe: "----c-|", values: ["c": 3],
            subscriptions: [.subscriptions(of: xs, "^-----!")])
        expectTrue(result.isMatch, "\(result)")
        expectEqual(result.report, "marbles match")
    }

    @Test("expectMarbles subscribes and unsubscribes as its subscription marbles say")
    func expectMarblesWindow() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-b-c-d|")
        let result = try scheduler.expectMarbles(
            xs.asObservable(), subscription: "--^---!", toBe: "---a-b",
            subscriptions: [.subscriptions(of: xs, "--^---!")])
        expectTrue(result.isMatch, "\(result)")
    }

    @Test("a mismatch reports both timelines aligned and the first differing frame")
    func mismatchReport() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        let result = try scheduler.expectMarbles(
            xs.map { $0 * 2 }, toBe: "-x-y-z-|", values: ["x": 2, "y": 4, "z": 7],
            subscriptions: [.subscriptions(of: xs, "^------!", name: "xs")])
        expectTrue(!result.isMatch)
        expectEqual(result.firstDifference, 5)
        expectEqual(result.mismatches, [
            MarbleComparison.Mismatch(subject: "events", time: 5, expected: "next(7)", actual: "next(6)"),
        ])
        Golden.check(result.report, named: "comparison-mismatch")
    }

    @Test("a subscription mismatch is reported")
    func subscriptionMismatch() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("^-a-b-|")
        let result = try scheduler.expectMarbles(
            xs.asObservable(), toBe: "--a-b-|", subscriptions: [.subscriptions(of: xs, "^----!", name: "xs")])
        expectEqual(result.mismatches.map(\.subject), ["xs"])
        expectEqual(result.firstDifference, 5)
        Golden.check(result.report, named: "comparison-subscriptions")
    }

    @Test("one-shot marble tests")
    func oneShot() throws {
        let doubled = try MarbleTest.expect(
            .cold("-a-b-|", values: ["a": 1, "b": 2]), through: { $0.map { $0 * 2 } },
            toBe: "-x-y-|", values: ["x": 2, "y": 4], subscriptions: "^----!")
        expectTrue(doubled.isMatch, "\(doubled)")
        let letters = try MarbleTest.expect(.hot("-a-^-b-|"), through: { $0.map { $0.uppercased() } }, toBe: "--B-|")
        expectTrue(letters.isMatch, "\(letters)")
        let wrong = try MarbleTest.expect(.cold("-a|"), through: { $0 }, toBe: "--a|", subscriptions: "^--!")
        expectEqual(wrong.mismatches.map(\.time), [1, 2])
    }
}
