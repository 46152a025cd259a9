import Interpreter
import Testing

@Test func variableRunsAsBehaviorRelayWithANote() {
    let text = transcript("let v = Variable(1)\n_ = v.asObservable().subscribe(onNext: { print($0) })\nv.value = 2\nprint(v.value)")
    #expect(text == """
        note: 'Variable' is deprecated: use 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', emit with '.accept(…)'
        1
        2
        2

        """)
}

@Test func addDisposableToWorksWithANote() {
    let text = transcript("let bag = DisposeBag()\nObservable.of(1).subscribe(onNext: { print($0) }).addDisposableTo(bag)")
    #expect(text == """
        note: 'addDisposableTo' is now 'disposed(by:)' (RxSwift 6)
        1

        """)
}

@Test func bindToWorksWithANote() {
    let text = transcript("let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print($0) })\n_ = Observable.of(1).bindTo(s)")
    #expect(text == """
        note: 'bindTo' is now 'bind(to:)' (RxSwift 6)
        1

        """)
}

@Test func singleErrorEventAndOnErrorWorkWithNotes() {
    let text = transcript(
        "enum E: Error { case x }\n_ = Single<Int>.create { single in single(.error(E.x)); return Disposables.create() }.subscribe(onSuccess: { print($0) }, onError: { print(\"failed\", $0) })")
    #expect(text.contains("note: '.error' is now '.failure' in a Single (RxSwift 6): single(.failure(error))"))
    #expect(text.contains("note: 'subscribe(onSuccess:onError:)' is deprecated: use 'subscribe(onSuccess:onFailure:)' (RxSwift 6)"))
    #expect(text.hasSuffix("failed x\n"))
}

@Test func charactersCountWorksWithANote() {
    let text = transcript("print(\"abc\".characters.count)")
    #expect(text == """
        note: 'characters' is unavailable in Swift 5: a String is a collection of characters itself; use 'text.count'
        3

        """)
}

@Test func operatorsNotYetInTheEngineSaySo() {
    #expect(transcript("_ = Observable.of(1).groupBy { $0 }").hasPrefix(
        "error: 'groupBy' is not available in the playground yet"))
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
    #expect(text == """
        note: 'Variable' is deprecated: use 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', emit with '.accept(…)'
        []
        ["🌅"]
        ["🌄"]
        ["🌄", "🌇"]
        2

        """)
}
