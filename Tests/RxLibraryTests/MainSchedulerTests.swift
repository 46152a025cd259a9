import TestSupport
import Testing

// `MainScheduler.instance` as RxSwift's on the main thread: at once while nothing it queued
// waits, else in order at the next turn; `asyncInstance` always at the next turn.

@Test func observeOnMainDeliversAtOnceWhenNothingWaits() {
    let text = turns("""
        let s = PublishSubject<Int>()
        let sub = s.observe(on: MainScheduler.instance).subscribe(onNext: { print("got", $0) })
        s.onNext(1)
        print("after")
        s.onNext(2)
        print("after 2")
        """)
    expectEqual(text, "got 1\nafter\ngot 2\nafter 2\n")
}

@Test func observeOnAsyncInstanceWaitsForTheNextTurn() {
    let text = turns("""
        let s = PublishSubject<Int>()
        let sub = s.observe(on: MainScheduler.asyncInstance).subscribe(onNext: { print("got", $0) })
        s.onNext(1)
        s.onNext(2)
        print("after")
        """)
    expectEqual(text, "after\ngot 1\ngot 2\n")
}

@Test func workScheduledWhileMainSchedulerWorkRunsWaitsItsTurn() {
    // The element sent while the first is delivered is queued (RxSwift counts what it enqueued).
    let text = turns("""
        let s = PublishSubject<Int>()
        let sub = s.observe(on: MainScheduler.instance).subscribe(onNext: { value in
            print("start", value)
            if value == 1 { s.onNext(2) }
            print("end", value)
        })
        s.onNext(1)
        print("after")
        """)
    expectEqual(text, "start 1\nend 1\nafter\nstart 2\nend 2\n")
}

@Test func completionOnMainFollowsTheElements() {
    let text = turns("""
        let sub = Observable.of(1, 2).observe(on: MainScheduler.instance)
            .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
        print("after")
        """)
    // `of` emits from the trampoline while the subscription is made: each element is
    // delivered at once, because the previous one has finished.
    expectEqual(text, "1\n2\ndone\nafter\n")
}

@Test func timeBasedOperatorsOnTheMainSchedulerUseTheVirtualClock() {
    let text = turns("""
        let sub = Observable<Int>.timer(.milliseconds(250), scheduler: MainScheduler.instance)
            .subscribe(onNext: { print("fired", $0) })
        print("scheduled")
        """, "print(\"one frame\")", "print(\"two frames\")")
    expectEqual(text, "scheduled\none frame\ntwo frames\nfired 0\n")
}

@Test func serialDispatchQueueSchedulerRunsAtTheNextTurn() {
    let text = turns("""
        let s = PublishSubject<String>()
        let sub = s.observe(on: SerialDispatchQueueScheduler(qos: .background)).subscribe(onNext: { print($0) })
        s.onNext("a")
        print("after")
        """)
    expectEqual(text, "after\na\n")
}

@Test func mainSchedulerFromABackgroundQueueWaitsForTheMainQueue() {
    // Work scheduled on MainScheduler.instance from a background scheduler is not on the main
    // thread, so it is dispatched to the main queue, as RxSwift does.
    let text = turns("""
        let sub = Observable.just(1)
            .observe(on: ConcurrentDispatchQueueScheduler(qos: .background))
            .do(onNext: { _ in print("background") })
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { print("main", $0) })
        print("after")
        """)
    expectEqual(text, "after\nbackground\nmain 1\n")
}
