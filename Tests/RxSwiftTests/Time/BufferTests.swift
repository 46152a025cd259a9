@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("buffer(timeSpan:count:scheduler:)")
struct BufferTests {
    static let source: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
        .next(370, 7), .next(420, 8), .next(470, 9),
    ]

    @Test("arrays end when full or when the time span runs out; completion sends the rest")
    func fullOrTimedOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        expectEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .next(600, []), .completed(600),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("an error drops the array being filled")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.error(600, timeTestError)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        expectEqual(res.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .error(600, timeTestError),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("disposal stops the timer; an element due at the disposal time still arrives first")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
        let res = scheduler.start(disposed: 370) {
            xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
        }
        expectEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
        expectEqual(xs.subscriptions, [Subscription(200, 370)])
        expectEqual(scheduler.pendingCount, 0)
    }

    @Test("a never-ending, silent source gets an empty array every time span")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(300), count: 2, scheduler: scheduler) }
        expectEqual(res.events, [.next(500, []), .next(800, [])])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("empty: an empty array and completion")
    func empty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler) }
        expectEqual(res.events, [.next(250, []), .completed(250)])
    }

    @Test("an element filling the array exactly at the window's end starts a fresh window")
    func fullAtWindowBoundary() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(270, 2), .next(300, 3), .completed(400)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 2, scheduler: scheduler) }
        expectEqual(res.events, [.next(270, [1, 2]), .next(340, [3]), .next(400, []), .completed(400)])
    }

    @Test("an element at the window's end goes into the array that the timer then sends")
    func elementAtWindowBoundary() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(270, 2), .completed(300)])
        let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 5, scheduler: scheduler) }
        expectEqual(res.events, [.next(270, [1, 2]), .next(300, []), .completed(300)])
    }
}
