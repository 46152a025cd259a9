import Interpreter
import RxSwift
import TestSupport
import Testing

@Test(arguments: [
    ("_ = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }.subscribe(onNext: { print($0) })", "1\n10\n2\n20\n"),
    ("_ = Observable.of(1, 2, 3).scan(0) { $0 + $1 }.subscribe(onNext: { print($0) })", "1\n3\n6\n"),
    ("_ = Observable.of(1, 2, 3).reduce(0, accumulator: +).subscribe(onNext: { print($0) })", "6\n"),
    ("_ = Observable.of(\"1\", \"x\", \"3\").compactMap { Int($0) }.subscribe(onNext: { print($0) })", "1\n3\n"),
    ("_ = Observable.of(1, 2).toArray().subscribe(onSuccess: { print($0) })", "[1, 2]\n"),
    ("_ = Observable.of(1, 2, 3, 4).take(2).subscribe { print($0) }", "next(1)\nnext(2)\ncompleted\n"),
    ("_ = Observable.of(1, 2, 3, 4).skip(3).subscribe(onNext: { print($0) })", "4\n"),
    ("_ = Observable.of(1, 2, 3, 1).take(while: { $0 < 3 }).subscribe(onNext: { print($0) })", "1\n2\n"),
    ("_ = Observable.of(1, 1, 2, 2, 1).distinctUntilChanged().subscribe(onNext: { print($0) })", "1\n2\n1\n"),
    ("_ = Observable.of(5, 6, 7).element(at: 1).subscribe(onNext: { print($0) })", "6\n"),
    ("_ = Observable.of(2, 3).startWith(1).subscribe(onNext: { print($0) })", "1\n2\n3\n"),
    ("_ = Observable.of(1).concat(Observable.of(2)).subscribe(onNext: { print($0) })", "1\n2\n"),
    ("let a = PublishSubject<Int>()\nlet b = PublishSubject<Int>()\n_ = Observable.merge(a, b).subscribe(onNext: { print($0) })\na.onNext(1)\nb.onNext(2)",
     "1\n2\n"),
    ("let a = PublishSubject<String>()\nlet b = PublishSubject<Int>()\n_ = Observable.combineLatest(a, b) { \"\\($0)\\($1)\" }.subscribe(onNext: { print($0) })\na.onNext(\"x\")\nb.onNext(1)\na.onNext(\"y\")",
     "x1\ny1\n"),
    ("_ = Observable.combineLatest(Observable.of(1), Observable.of(\"a\")).subscribe(onNext: { print($0) })", "(1, \"a\")\n"),
    ("_ = Observable.zip(Observable.of(1, 2), Observable.of(\"a\", \"b\")).subscribe(onNext: { print($0.0, $0.1) })",
     "1 a\n2 b\n"),
    ("enum E: Error { case e }\n_ = Observable<Int>.error(E.e).catchAndReturn(9).subscribe(onNext: { print($0) })", "9\n"),
    ("enum E: Error { case e }\n_ = Observable<Int>.error(E.e).catch { _ in Observable.just(7) }.subscribe(onNext: { print($0) })",
     "7\n"),
    ("let s = Observable.of(1).share(replay: 1)\n_ = s.subscribe(onNext: { print(\"a\", $0) })\n_ = s.subscribe(onNext: { print(\"b\", $0) })",
     "a 1\nb 1\n"),
    ("_ = Observable.of(1, 2).materialize().subscribe(onNext: { print($0) })", "next(1)\nnext(2)\ncompleted\n"),
])
func moreOperators(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func timeOperatorsRunOnTheVirtualScheduler() {
    let scheduler = HistoricalScheduler()
    let interpreter = makeInterpreter(scheduler: scheduler)
    interpreter.run("let s = PublishSubject<Int>()\n_ = s.debounce(.milliseconds(100), scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })")
    interpreter.run("_ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(2).subscribe(onNext: { print(\"tick\", $0) })")
    expectEqual(interpreter.run("s.onNext(1)\ns.onNext(2)").output, "")
    let later = interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(3)) }
    expectEqual(later.output, "2\ntick 0\ntick 1\n")
    interpreter.run("_ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(for: .milliseconds(2500), scheduler: MainScheduler.instance).subscribe { print($0) }")
    let more = interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(4)) }
    expectEqual(more.output, "next(0)\nnext(1)\ncompleted\n")
}

@Test func legacyThrottleWithATimeIntervalRunsWithANote() {
    let text = transcript("let s = PublishSubject<Int>()\n_ = s.throttle(0.5, latest: false, scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })\ns.onNext(1)")
    expectTrue(text.hasPrefix("note: a 'TimeInterval' here is an 'RxTimeInterval' in RxSwift 6: .milliseconds(500)"))
    expectTrue(text.hasSuffix("1\n"))
}

@Test func legacyObserveOnAndCatchErrorRunWithNotes() {
    let text = transcript("enum E: Error { case e }\n_ = Observable<Int>.error(E.e).observeOn(MainScheduler.instance).catchErrorJustReturn(3).subscribe(onNext: { print($0) })")
    expectTrue(text.contains("note: 'observeOn(_:)' is now 'observe(on:)' (RxSwift 6)"))
    expectTrue(text.contains("note: 'catchErrorJustReturn(_:)' is now 'catchAndReturn(_:)' (RxSwift 6)"))
}

@Test func debugPrintsWithTheVirtualClock() {
    expectEqual(transcript("_ = Observable.of(1).debug(\"d\").subscribe()"), """
        1970-01-01 00:00:00.000: d -> subscribed
        1970-01-01 00:00:00.000: d -> Event next(1)
        1970-01-01 00:00:00.000: d -> Event completed
        1970-01-01 00:00:00.000: d -> isDisposed

        """)
}

@Test func publishReplayMulticastAndConnect() {
    let text = transcript("""
        let shared = Observable.of(1, 2).publish()
        _ = shared.subscribe(onNext: { print("A", $0) })
        _ = shared.subscribe(onNext: { print("B", $0) })
        _ = shared.connect()
        """, """
        let s = PublishSubject<Int>()
        let r = s.replay(1)
        _ = r.connect()
        s.onNext(1)
        s.onNext(2)
        _ = r.subscribe(onNext: { print("late", $0) })
        s.onNext(3)
        """, """
        let m = s.multicast(PublishSubject<Int>())
        _ = m.subscribe(onNext: { print("m", $0) })
        s.onNext(4)
        let c = m.connect()
        s.onNext(5)
        c.dispose()
        s.onNext(6)
        """, "_ = Observable.of(1).connect()")
    expectEqual(text, """
        A 1
        B 1
        A 2
        B 2
        late 2
        late 3
        late 4
        late 5
        m 5
        late 6
        error: value of type 'Observable<Int>' has no member 'connect'
         1 | _ = Observable.of(1).connect()
           |     ^~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
}

@Test func refCountAndWindowRunOnTheVirtualClock() {
    let text = timedTranscript("""
        _ = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(2).publish().refCount()
            .subscribe(onNext: { print("tick", $0) })
        let s = PublishSubject<Int>()
        _ = s.window(timeSpan: .seconds(10), count: 2, scheduler: MainScheduler.instance)
            .flatMap { $0.toArray() }
            .subscribe(onNext: { print($0) })
        s.onNext(1); s.onNext(2); s.onNext(3)
        """, seconds: 3)
    expectEqual(text, "[1, 2]\ntick 0\ntick 1\n")
}

@Test func operatorsNotThereYetSaySoWhateverTheLabels() {
    expectEqual(transcript("_ = Observable.of(1, 2).partition(\"x\")"), """
        error: 'partition' is not available in the playground yet
         1 | _ = Observable.of(1, 2).partition("x")
           |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
}
