import Interpreter
import TestSupport
import Testing

@Test func aWrongBagRunsNoneOfTheInput() {
    let interpreter = makeInterpreter()
    _ = interpreter.run("let subject = PublishSubject<Int>()")
    expectEqual(interpreter.run("print(\"before\")\nsubject.subscribe(onNext: { print($0) }).disposed(by: 5)").transcript, """
        error: cannot convert value of type 'Int' to expected argument type 'DisposeBag'
         2 | subject.subscribe(onNext: { print($0) }).disposed(by: 5)
           |                                                       ^

        """)
    // No subscription was left behind.
    expectEqual(interpreter.run("subject.onNext(1)").transcript, "")
}

@Test func aRightBagRuns() {
    expectEqual(transcript("let subject = PublishSubject<Int>()\nlet bag = DisposeBag()\nsubject.subscribe(onNext: { print($0) }).disposed(by: bag)\nsubject.onNext(1)"), "1\n")
}

@Test func aCreateBodyMustReturnItsDisposable() {
    expectEqual(transcript("""
        print("before")
        let numbers = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
        }
        """), """
        error: missing return in closure expected to return 'any Disposable'
         5 | }
           | ^

        """)
    expectEqual(transcript("""
        let numbers = Observable<Int>.create { observer in
            observer.onNext(1)
            return Disposables.create()
        }
        _ = numbers.subscribe(onNext: { print($0) })
        """), "1\n")
}

@Test func intFromAStringIsOptionalWhereverTheStringComesFrom() {
    expectEqual(transcript("""
        let a = BehaviorSubject<String?>(value: "4")
        let b = BehaviorSubject<String>(value: "x")
        _ = Observable.combineLatest(a, b) { id, name -> String in
            guard let id = id, let idInt = Int(id) else { return "no id" }
            let other = Int(name)
            return "\\(idInt + 1) \\(String(describing: other))"
        }.subscribe(onNext: { print($0) })
        a.onNext("oops")
        """), "5 nil\nno id\n")
}

@Test func aOneLineCreateBodyReturnsItsExpression() {
    expectEqual(transcript("""
        print("before")
        let numbers = Observable<Int>.create { observer in observer.onNext(1) }
        """), """
        error: cannot convert value of type '()' to closure result type 'any Disposable'
         2 | let numbers = Observable<Int>.create { observer in observer.onNext(1) }
           |                                                    ^~~~~~~~~~~~~~~~~~

        """)
    expectEqual(transcript("""
        let numbers = Observable<Int>.create { observer in Disposables.create() }
        _ = numbers.subscribe(onNext: { print($0) }, onDisposed: { print("disposed") })
        """), "")
}

@Test func literalsOfDifferentKindsFailBeforeRunning() {
    expectEqual(transcript("print(\"a\"); let y = 1 + \"s\""), """
        error: binary operator '+' cannot be applied to operands of type 'Int' and 'String'
         1 | print("a"); let y = 1 + "s"
           |                       ^

        """)
    expectEqual(transcript("print(1 + 2.5, \"a\" + \"b\")"), "3.5 ab\n")
}
