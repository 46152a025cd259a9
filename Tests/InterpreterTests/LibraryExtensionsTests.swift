import Interpreter
import TestSupport
import Testing

private let addObserver = """
    extension ObservableType {
        func addObserver(_ id: String) -> Disposable {
            subscribe { print("Subscription:", id, "Event:", $0) }
        }
    }
    """

@Test(arguments: [
    ("let subject = PublishSubject<Int>()\n_ = subject.addObserver(\"1\")\nsubject.onNext(1)\nsubject.onCompleted()",
     "Subscription: 1 Event: next(1)\nSubscription: 1 Event: completed\n"),
    ("let subject = BehaviorSubject(value: \"a\")\nlet bag = DisposeBag()\nsubject.addObserver(\"2\").disposed(by: bag)",
     "Subscription: 2 Event: next(a)\n"),
    ("_ = Observable.of(1, 2).map { $0 * 10 }.addObserver(\"x\")",
     "Subscription: x Event: next(10)\nSubscription: x Event: next(20)\nSubscription: x Event: completed\n"),
    ("let relay = BehaviorRelay(value: 5)\n_ = relay.addObserver(\"r\")", "Subscription: r Event: next(5)\n"),
])
func extensionOfObservableTypeReachesEveryObservable(_ input: String, _ expected: String) {
    expectEqual(transcript(addObserver, input), expected)
}

@Test func selfInsideAnExtensionIsTheObservable() {
    expectEqual(transcript("""
        extension ObservableType {
            func doubledPrinted() -> Disposable {
                self.map { "\\($0)\\($0)" }.subscribe(onNext: { print($0) })
            }
            var label: String { "observable" }
        }
        """, "let s = PublishSubject<Int>()\n_ = s.doubledPrinted()\ns.onNext(4)\nprint(s.label)"), "44\nobservable\n")
}

@Test func extensionOfObservableIsNotAMemberOfOtherValues() {
    expectEqual(transcript(addObserver, "_ = 5.addObserver(\"1\")"), """
        error: value of type 'Int' has no member 'addObserver'
         1 | _ = 5.addObserver("1")
           |       ^~~~~~~~~~~

        """)
}

@Test func extensionOfSingleReachesSinglesOnly() {
    expectEqual(transcript("""
        extension PrimitiveSequence where Trait == SingleTrait {
            func show() -> Disposable { subscribe { print("single", $0) } }
        }
        """, "_ = Single.just(3).show()"), "single success(3)\n")
}

@Test func extensionOfReactiveIsAccepted() {
    expectEqual(transcript("extension Reactive where Base: UIButton {\n    func nothing() {}\n}\nprint(\"ok\")"), "ok\n")
}

@Test func extensionOfStandardTypes() {
    expectEqual(transcript("extension Int {\n    var squared: Int { self * self }\n    func times(_ n: Int) -> Int { self * n }\n}\nprint(3.squared, 4.times(5))"), "9 20\n")
}

@Test func extensionOfAnUnknownType() {
    expectEqual(transcript("extension Nope {\n    func f() {}\n}"), """
        error: cannot find type 'Nope' in scope
         1 | extension Nope {
           |           ^~~~

        """)
}
