@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

/// Subscribes to every window as it opens; reports "open n", "n:value", "n:|" and "n:X".
private func flatten(_ windows: Observable<Observable<Int>>) -> Observable<String> {
    Observable.create { observer in
        let inner = CompositeDisposable()
        var opened = 0
        let outer = windows.subscribe { event in
            switch event {
            case .next(let window):
                let number = opened
                opened += 1
                observer.onNext("open \(number)")
                _ = inner.insert(window.subscribe { windowEvent in
                    switch windowEvent {
                    case .next(let value): observer.onNext("\(number):\(value)")
                    case .completed: observer.onNext("\(number):|")
                    case .error: observer.onNext("\(number):X")
                    }
                })
            case .completed:
                observer.onCompleted()
            case .error(let error):
                observer.onError(error)
            }
        }
        return Disposables.create(outer, inner)
    }
}

@Suite("window(timeSpan:count:scheduler:)")
struct WindowTests {
    static let source: [Recorded<Event<Int>>] = [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
        .next(370, 7), .next(420, 8), .next(470, 9),
    ]

    @Test("windows close when full or when the time span runs out")
    func fullOrTimedOut() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source + [.completed(600)])
        let res = scheduler.start { flatten(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)) }
        expectEqual(res.events, [
            .next(200, "open 0"), .next(205, "0:1"), .next(210, "0:2"), .next(240, "0:3"), .next(240, "0:|"),
            .next(240, "open 1"), .next(280, "1:4"), .next(310, "1:|"), .next(310, "open 2"),
            .next(320, "2:5"), .next(350, "2:6"), .next(370, "2:7"), .next(370, "2:|"), .next(370, "open 3"),
            .next(420, "3:8"), .next(440, "3:|"), .next(440, "open 4"), .next(470, "4:9"), .next(510, "4:|"),
            .next(510, "open 5"), .next(580, "5:|"), .next(580, "open 6"), .next(600, "6:|"), .completed(600),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    @Test("an error fails the open window and the outer sequence")
    func error() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, timeTestError)])
        let res = scheduler.start { flatten(xs.window(timeSpan: .seconds(100), count: 3, scheduler: scheduler)) }
        expectEqual(res.events, [
            .next(200, "open 0"), .next(210, "0:1"), .next(250, "0:X"), .error(250, timeTestError),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    @Test("never: an empty window every time span")
    func never() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>]())
        let res = scheduler.start { flatten(xs.window(timeSpan: .seconds(300), count: 3, scheduler: scheduler)) }
        expectEqual(res.events, [
            .next(200, "open 0"), .next(500, "0:|"), .next(500, "open 1"), .next(800, "1:|"), .next(800, "open 2"),
        ])
        expectEqual(xs.subscriptions, [Subscription(200, 1000)])
    }

    @Test("disposing everything stops the windows and the source")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(Self.source)
        let res = scheduler.start(disposed: 300) {
            flatten(xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler))
        }
        expectEqual(res.events.last, .next(280, "1:4"))
        expectEqual(xs.subscriptions, [Subscription(200, 300)])
        expectEqual(scheduler.pendingCount, 0)
    }

    @Test("a subscribed window keeps the source subscribed after the outer subscription is disposed")
    func windowKeepsSourceAlive() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3), .next(290, 4)])
        let windowObserver = scheduler.createObserver(Int.self)
        var outer: Disposable?
        scheduler.scheduleAt(200) {
            var first = true
            outer = xs.window(timeSpan: .seconds(70), count: 10, scheduler: scheduler).subscribe(onNext: { window in
                if first {
                    first = false
                    _ = window.subscribe(windowObserver)
                }
            })
        }
        scheduler.scheduleAt(220) { outer?.dispose() }
        scheduler.start()
        expectEqual(windowObserver.events, [.next(210, 1), .next(230, 2), .next(260, 3), .completed(270)])
        expectEqual(xs.subscriptions, [Subscription(200, 270)])
    }
}
