import Interpreter
import TestSupport
import Testing

@Test func publishSubjectWalkthroughFromTheDesign() {
    let text = transcript(
        "let subject = PublishSubject<String>()",
        "subject.onNext(\"🐶\")",
        "let one = subject.subscribe(onNext: { print(\"1:\", $0) })",
        "subject.onNext(\"🐱\")",
        "let two = subject.subscribe { print(\"2:\", $0) }",
        "subject.onNext(\"🐭\")",
        "one.dispose()",
        "subject.onCompleted()",
        "subject.onNext(42)")
    expectEqual(text, """
        1: 🐱
        1: 🐭
        2: next(🐭)
        2: completed
        error: cannot convert value of type 'Int' to expected argument type 'String'
         1 | subject.onNext(42)
           |                ^~

        """)
}

@Test(arguments: [
    ("let s = BehaviorSubject(value: 1)\n_ = s.subscribe(onNext: { print($0) })\ns.onNext(2)\nprint(try s.value())", "1\n2\n2\n"),
    ("let s = ReplaySubject<Int>.create(bufferSize: 2)\ns.onNext(1)\ns.onNext(2)\ns.onNext(3)\n_ = s.subscribe(onNext: { print($0) })",
     "2\n3\n"),
    ("let s = AsyncSubject<Int>()\n_ = s.subscribe { print($0) }\ns.onNext(1)\ns.onNext(2)\ns.onCompleted()", "next(2)\ncompleted\n"),
    ("enum MyError: Error { case anError }\nlet s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { print($0) }, onError: { print(\"error:\", $0) })\ns.onError(MyError.anError)",
     "error: anError\n"),
    ("let s = PublishSubject<Int>()\n_ = s.subscribe(onCompleted: { print(\"done\") }, onDisposed: { print(\"disposed\") })\ns.onCompleted()",
     "done\ndisposed\n"),
    ("let s = PublishSubject<Int>()\ns.on(.next(1))\n_ = s.subscribe { print($0) }\ns.on(.next(2))\ns.on(.completed)", "next(2)\ncompleted\n"),
    ("let s = PublishSubject<Int>()\nprint(s.hasObservers)\nlet d = s.subscribe()\nprint(s.hasObservers)\nd.dispose()\nprint(s.hasObservers)",
     "false\ntrue\nfalse\n"),
    ("let s = PublishSubject<Double>()\n_ = s.subscribe(onNext: { print($0) })\ns.onNext(1)", "1.0\n"),
])
func subjects(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test(arguments: [
    ("let r = PublishRelay<Int>()\n_ = r.subscribe(onNext: { print($0) })\nr.accept(1)", "1\n"),
    ("let r = BehaviorRelay(value: [1])\n_ = r.subscribe(onNext: { print($0) })\nr.accept(r.value + [2])\nprint(r.value.count)",
     "[1]\n[1, 2]\n2\n"),
    ("let r = ReplayRelay<String>.create(bufferSize: 1)\nr.accept(\"a\")\nr.accept(\"b\")\n_ = r.subscribe(onNext: { print($0) })",
     "b\n"),
])
func relays(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func relayChecksElementType() {
    expectEqual(transcript("let r = BehaviorRelay<String>(value: \"a\")\nr.accept(1)"), """
        error: cannot convert value of type 'Int' to expected argument type 'String'
         2 | r.accept(1)
           |          ^

        """)
}

@Test func disposeBagDisposesWhenReplaced() {
    let text = transcript(
        "var bag = DisposeBag()",
        "let s = PublishSubject<Int>()",
        "s.subscribe(onNext: { print($0) }, onDisposed: { print(\"disposed\") }).disposed(by: bag)",
        "s.onNext(1)",
        "bag = DisposeBag()",
        "s.onNext(2)")
    expectEqual(text, "1\ndisposed\n")
}

@Test(arguments: ["let", "var"])
func relayValueIsGetOnly(_ keyword: String) {
    expectEqual(transcript("\(keyword) relay = BehaviorRelay(value: [1])\nrelay.value.append(2)"), """
        error: cannot use mutating member on immutable value: 'value' is a get-only property
         2 | relay.value.append(2)
           |             ^~~~~~

        """)
    expectEqual(transcript("\(keyword) relay = BehaviorRelay(value: [1])\nrelay.value = [2]"), """
        error: cannot assign to property: 'value' is a get-only property
         2 | relay.value = [2]
           |       ^~~~~

        """)
}

@Test func relayInALetEmitsWithAccept() {
    let text = transcript("""
        let relay = BehaviorRelay<[String]>(value: [])
        _ = relay.subscribe(onNext: { print($0) })
        relay.accept(relay.value + ["🌅"])
        """)
    expectEqual(text, "[]\n[\"🌅\"]\n")
}

@Test func disposedSubjectsAnswerAsRxSwiftDoes() {
    let text = transcript("""
        let s = PublishSubject<Int>()
        s.dispose()
        _ = s.subscribe(onNext: { print($0) }, onError: { print("error:", $0) })
        s.onNext(1)
        """, """
        let b = BehaviorSubject(value: [1])
        b.dispose()
        do { print(try b.value()) } catch { print("caught", error) }
        print(try b.value())
        """)
    expectEqual(text, """
        warning: this PublishSubject was disposed, so the event goes nowhere
         4 | s.onNext(1)
           | ^~~~~~~~~~~
        error: Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.
        caught Object `RxSwift.BehaviorSubject<Swift.Array<Swift.Int>>` was already disposed.
        error: the error 'Object `RxSwift.BehaviorSubject<Swift.Array<Swift.Int>>` was already disposed.' was thrown and not caught
         4 | print(try b.value())
           | ^~~~~~~~~~~~~~~~~~~~
        note: call throwing code inside 'do { try … } catch { … }'

        """)
}
