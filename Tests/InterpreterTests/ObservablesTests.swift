import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("_ = Observable.of(1, 2, 3).subscribe { print($0) }", "next(1)\nnext(2)\nnext(3)\ncompleted\n"),
    ("_ = Observable.just(\"a\").subscribe(onNext: { print($0) }, onCompleted: { print(\"done\") })", "a\ndone\n"),
    ("_ = Observable.from([1, 2]).map { $0 * 10 }.subscribe(onNext: { print($0) })", "10\n20\n"),
    ("_ = Observable.range(start: 1, count: 5).filter { $0 % 2 == 0 }.subscribe(onNext: { print($0) })", "2\n4\n"),
    ("_ = Observable<Int>.empty().subscribe(onCompleted: { print(\"empty\") })", "empty\n"),
    ("_ = Observable<Int>.never().subscribe(onNext: { print($0) }, onDisposed: { print(\"disposed\") })", ""),
    ("enum E: Error { case oops }\n_ = Observable<Int>.error(E.oops).subscribe(onError: { print($0) })", "oops\n"),
    ("let o = Observable<Int>.create { observer in\n  observer.onNext(1)\n  observer.onNext(2)\n  observer.onCompleted()\n  return Disposables.create()\n}\n_ = o.subscribe(onNext: { print($0) })",
     "1\n2\n"),
    ("var flip = false\nlet d = Observable<Int>.deferred {\n  flip.toggle()\n  return flip ? Observable.of(1) : Observable.of(2)\n}\n_ = d.subscribe(onNext: { print($0) })\n_ = d.subscribe(onNext: { print($0) })",
     "1\n2\n"),
    ("_ = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 }).subscribe(onNext: { print($0) })",
     "1\n3\n9\n"),
    ("_ = Observable.of(1, 2).do(onNext: { print(\"do\", $0) }).subscribe(onNext: { print(\"got\", $0) })",
     "do 1\ngot 1\ndo 2\ngot 2\n"),
    ("enum E: Error { case bad }\n_ = Observable.of(1, 2).map { x -> Int in if x == 2 { throw E.bad }; return x }.subscribe { print($0) }",
     "next(1)\nerror(bad)\n"),
    ("let a = PublishSubject<Int>()\nlet b = PublishSubject<String>()\n_ = a.withLatestFrom(b) { \"\\($0)\\($1)\" }.subscribe(onNext: { print($0) })\na.onNext(1)\nb.onNext(\"x\")\na.onNext(2)",
     "2x\n"),
    ("let source = PublishSubject<Int>()\nlet target = PublishSubject<Int>()\n_ = target.subscribe { print($0) }\n_ = source.bind(to: target)\nsource.onNext(5)",
     "next(5)\n"),
    ("let r = BehaviorRelay<Int>(value: 0)\n_ = Observable.of(1, 2).bind(to: r)\nprint(r.value)", "2\n"),
    ("_ = Observable.from(optional: Optional(3)).subscribe(onNext: { print($0) })", "3\n"),
    ("let s = Observable.of(1, 2)\n_ = s.bind(onNext: { print($0) })", "1\n2\n"),
    ("_ = Observable<Int>.create { o in o.onNext(1); return Disposables.create { print(\"cleanup\") } }.subscribe(onNext: { print($0) }).dispose()",
     "1\ncleanup\n"),
])
func observables(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test(arguments: [
    ("_ = Single<Int>.create { single in single(.success(1)); return Disposables.create() }.subscribe(onSuccess: { print($0) })",
     "1\n"),
    ("_ = Single.just(2).subscribe { print($0) }", "success(2)\n"),
    ("enum E: Error { case e }\n_ = Single<Int>.error(E.e).subscribe(onSuccess: { print($0) }, onFailure: { print(\"failed\", $0) })",
     "failed e\n"),
    ("_ = Observable.of(1).asSingle().subscribe(onSuccess: { print($0) })", "1\n"),
    ("_ = Observable.of(1, 2).asSingle().subscribe(onFailure: { print($0) })", "Sequence contains more than one element.\n"),
    ("_ = Observable<Int>.empty().asMaybe().subscribe(onSuccess: { print($0) }, onCompleted: { print(\"empty\") })", "empty\n"),
    ("_ = Observable.of(7, 8).first().subscribe(onSuccess: { print($0) })", "Optional(7)\n"),
    ("_ = Maybe<String>.create { maybe in maybe(.completed); return Disposables.create() }.subscribe { print($0) }", "completed\n"),
    ("_ = Completable.create { c in c(.completed); return Disposables.create() }.subscribe(onCompleted: { print(\"done\") })",
     "done\n"),
    ("_ = Observable.of(1, 2).ignoreElements().asCompletable().subscribe { print($0) }", "completed\n"),
    ("_ = Completable.empty().andThen(Observable.of(1)).subscribe(onNext: { print($0) })", "1\n"),
    ("_ = Single.just(3).map { $0 * 2 }.subscribe(onSuccess: { print($0) })", "6\n"),
])
func traits(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test(arguments: [
    ("_ = Observable.of(1).subscribe { event in\n  switch event {\n  case .next(let value): print(\"value\", value)\n  case .error(let error): print(error)\n  case .completed: print(\"done\")\n  }\n}",
     "value 1\ndone\n"),
    ("_ = Single.just(5).subscribe { result in\n  switch result {\n  case .success(let id): print(\"id\", id)\n  case .failure(let error): print(error)\n  }\n}",
     "id 5\n"),
    ("_ = Observable.of(1).subscribe { print(\"got\", $0) } onCompleted: { print(\"end\") }", "got 1\nend\n"),
    ("_ = Observable.of(\"ab\", \"c\").map(\\.count).subscribe(onNext: { print($0) })", "2\n1\n"),
    ("let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { [weak s] value in print(value, s != nil) })\ns.onNext(1)", "1 true\n"),
    ("_ = Observable.of(1).subscribe(onNext: { [unowned self] in print($0) })", "1\n"),
    ("print(UUID().uuidString.count)", "36\n"),
    ("let e = Event.next(3)\nprint(e, e.element ?? 0, e.isStopEvent)", "next(3) 3 false\n"),
])
func observableIdioms(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func theDeclaredTypeGivesTheElementType() {
    let text = transcript("""
        let o: Observable<Double> = Observable.of(1, 2)
        _ = o.subscribe(onNext: { print($0) })
        let f: Observable<Double> = Observable.from([3])
        _ = f.subscribe(onNext: { print($0) })
        let s: Single<Double> = Single.just(4)
        _ = s.subscribe(onSuccess: { print($0) })
        let e: Observable<Int> = Observable.empty()
        _ = e.subscribe(onCompleted: { print("done") })
        """)
    expectEqual(text, "1.0\n2.0\n3.0\n4.0\ndone\n")
}

@Test(arguments: [
    ("let o: Observable<Int> = Observable.of(\"a\")", """
        error: cannot convert value of type 'String' to expected argument type 'Int'
         1 | let o: Observable<Int> = Observable.of("a")
           |                                        ^~~

        """),
    ("let o: Observable<Int> = Observable.from([\"a\"])", """
        error: cannot convert value of type '[String]' to expected argument type '[Int]'
         1 | let o: Observable<Int> = Observable.from(["a"])
           |                                          ^~~~~

        """),
])
func aDeclaredElementTypeIsEnforced(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}
