import Interpreter
import TestSupport
import Testing

@Test func variableRunsAsBehaviorRelayWithANote() {
    let text = transcript("let v = Variable(1)\n_ = v.asObservable().subscribe(onNext: { print($0) })\nv.value = 2\nprint(v.value)")
    expectEqual(text, """
        note: 'Variable' is deprecated: use 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', emit with '.accept(…)'
        1
        2
        2

        """)
}

@Test func addDisposableToWorksWithANote() {
    let text = transcript("let bag = DisposeBag()\nObservable.of(1).subscribe(onNext: { print($0) }).addDisposableTo(bag)")
    expectEqual(text, """
        note: 'addDisposableTo' is now 'disposed(by:)' (RxSwift 6)
        1

        """)
}

@Test func bindToWorksWithANote() {
    let text = transcript("let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print($0) })\n_ = Observable.of(1).bindTo(s)")
    expectEqual(text, """
        note: 'bindTo' is now 'bind(to:)' (RxSwift 6)
        1

        """)
}

@Test func singleErrorEventAndOnErrorWorkWithNotes() {
    let text = transcript(
        "enum E: Error { case x }\n_ = Single<Int>.create { single in single(.error(E.x)); return Disposables.create() }.subscribe(onSuccess: { print($0) }, onError: { print(\"failed\", $0) })")
    expectEqual(text, """
        note: 'subscribe(onSuccess:onError:)' is deprecated: use 'subscribe(onSuccess:onFailure:)' (RxSwift 6)
        note: '.error' is now '.failure' in a Single (RxSwift 6): single(.failure(error))
        failed x

        """)
}

@Test func singleErrorCaseInASwitchWorksWithANote() {
    let text = transcript("""
        enum E: Error { case x }
        _ = Single<Int>.error(E.x).subscribe { event in
            switch event {
            case .success(let value): print(value)
            case .error(let error): print("failed", error)
            }
        }
        """)
    expectEqual(text, """
        note: '.error' is now '.failure' in a Single (RxSwift 6): case .failure(let error)
        failed x

        """)
}

@Test func charactersCountWorksWithANote() {
    let text = transcript("print(\"abc\".characters.count)")
    expectEqual(text, """
        note: 'characters' is unavailable in Swift 5: a String is a collection of characters itself; use 'text.count'
        3

        """)
}

@Test func operatorsNotYetInTheEngineSaySo() {
    expectTrue(transcript("_ = Observable.of(1).partition(1)").hasPrefix(
        "error: 'partition' is not available in the playground yet"))
}

@Test func variableInALetChangesInPlace() {
    let text = transcript("""
        let old = Variable<[String]>([])
        _ = old.asObservable().subscribe(onNext: { print($0) })
        old.value.append("🌅")
        old.value[0] = "🌄"
        old.value += ["🌇"]
        print(old.value.count)
        """)
    expectEqual(text, """
        note: 'Variable' is deprecated: use 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', emit with '.accept(…)'
        []
        ["🌅"]
        ["🌄"]
        ["🌄", "🌇"]
        2

        """)
}

@Test(arguments: [
    ("_ = Observable.of(1, 2).shareReplay(1).subscribe(onNext: { print($0) })",
     "note: 'shareReplay(_:)' is now 'share(replay:scope:)' (RxSwift 6)\n1\n2\n"),
    ("_ = Observable.of(1, 2).shareReplayLatestWhileConnected().subscribe(onNext: { print($0) })",
     "note: 'shareReplayLatestWhileConnected()' is now 'share(replay: 1)' (RxSwift 6)\n1\n2\n"),
    ("_ = Observable.of(1).observeOn(MainScheduler.instance).subscribe(onNext: { print($0) })",
     "note: 'observeOn(_:)' is now 'observe(on:)' (RxSwift 6)\n1\n"),
    ("_ = Observable.of(1).subscribeOn(MainScheduler.instance).subscribe(onNext: { print($0) })",
     "note: 'subscribeOn(_:)' is now 'subscribe(on:)' (RxSwift 6)\n1\n"),
    ("enum E: Error { case x }\n_ = Observable<Int>.error(E.x).catchError { _ in .just(9) }.subscribe(onNext: { print($0) })",
     "note: 'catchError(_:)' is now 'catch(_:)' (RxSwift 6)\n9\n"),
    ("enum E: Error { case x }\n_ = Observable<Int>.error(E.x).catchErrorJustReturn(7).subscribe(onNext: { print($0) })",
     "note: 'catchErrorJustReturn(_:)' is now 'catchAndReturn(_:)' (RxSwift 6)\n7\n"),
    ("let s = PublishSubject<Int>()\n_ = s.throttle(0.5, latest: true, scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })\ns.onNext(1)\ns.onNext(2)",
     "note: a 'TimeInterval' here is an 'RxTimeInterval' in RxSwift 6: .milliseconds(500)\n1\n2\n"),
    ("let s = PublishSubject<Int>()\n_ = s.debounce(2, scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })\ns.onNext(1)",
     "note: a 'TimeInterval' here is an 'RxTimeInterval' in RxSwift 6: .seconds(2)\n1\n"),
    ("let s = PublishSubject<String>()\n_ = s.subscribe(onNext: { print($0.characters.count) })\ns.onNext(\"héllo\")",
     "note: 'characters' is unavailable in Swift 5: a String is a collection of characters itself; use 'text.count'\n5\n"),
    ("let o: Int? = 1\n_ = Observable.from(o).subscribe(onNext: { print($0) })",
     "note: 'from(_:)' with an optional is now 'from(optional:)' (RxSwift 6)\n1\n"),
    ("let o: Int? = nil\n_ = Observable.from(o).subscribe(onNext: { print($0) }, onCompleted: { print(\"done\") })",
     "note: 'from(_:)' with an optional is now 'from(optional:)' (RxSwift 6)\ndone\n"),
    ("_ = Observable.from(optional: 1).subscribe(onNext: { print($0) })", "1\n"),
])
func olderSpellingsRunWithANote(_ input: String, _ expected: String) {
    expectEqual(timedTranscript(input), expected)
}

@Test func renamedOperatorSaysItsNewName() {
    expectEqual(transcript("_ = Observable.of(1, 2).flatMapWithIndex { $0 }"), """
        error: 'flatMapWithIndex' was renamed to 'enumerated().flatMap' in RxSwift 6
         1 | _ = Observable.of(1, 2).flatMapWithIndex { $0 }
           |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
}
