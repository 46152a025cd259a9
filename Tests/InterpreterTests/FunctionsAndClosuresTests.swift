import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("func greet(name: String) -> String { return \"Hi \\(name)\" }\nprint(greet(name: \"Ann\"))", "Hi Ann\n"),
    ("func add(_ a: Int, _ b: Int = 10) -> Int { a + b }\nprint(add(1), add(1, 2))", "11 3\n"),
    ("func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }\nprint(sum(1, 2, 3))", "6\n"),
    ("func fact(_ n: Int) -> Int { n <= 1 ? 1 : n * fact(n - 1) }\nprint(fact(10))", "3628800\n"),
    ("func swapTwo(_ a: inout Int, _ b: inout Int) { let t = a; a = b; b = t }\nvar x = 1, y = 2\nswapTwo(&x, &y)\nprint(x, y)",
     "2 1\n"),
    ("func outer() -> Int {\n  func inner(_ x: Int) -> Int { x * 2 }\n  return inner(21)\n}\nprint(outer())", "42\n"),
    ("func makeCounter() -> () -> Int {\n  var count = 0\n  return { count += 1; return count }\n}\nlet c = makeCounter()\nc()\nc()\nprint(c())",
     "Int = 1\nInt = 2\n3\n"),
    ("let double = { (x: Int) -> Int in x * 2 }\nprint(double(4))", "8\n"),
    ("let add: (Int, Int) -> Int = { $0 + $1 }\nprint(add(2, 3))", "5\n"),
    ("print([3, 1, 2].sorted { $0 > $1 })", "[3, 2, 1]\n"),
    ("print([1, 2, 3].map { $0 * 2 }.filter { $0 > 2 })", "[4, 6]\n"),
    ("print([1, 2, 3].reduce(0) { $0 + $1 })", "6\n"),
    ("let names = [\"a\", \"bb\"]\nprint(names.map(\\.count))", "[1, 2]\n"),
    ("func apply(_ f: (Int) -> Int, to x: Int) -> Int { f(x) }\nprint(apply({ $0 + 1 }, to: 1))", "2\n"),
    ("func twice(_ x: Int, then f: (Int) -> Void) { f(x); f(x) }\ntwice(3) { print($0) }", "3\n3\n"),
    ("var total = 0\n[1, 2, 3].forEach { total += $0 }\nprint(total)", "6\n"),
    ("let v = 5\nlet f = { [v] in v + 1 }\nprint(f())", "6\n"),
    ("print([1, 2, 3].reduce(into: [Int]()) { $0.append($1 * 2) })", "[2, 4, 6]\n"),
    ("print([\"a\": 1, \"b\": 2].mapValues { $0 * 10 })", "[\"a\": 10, \"b\": 20]\n"),
    ("print([1, nil, 3].compactMap { $0 })", "[1, 3]\n"),
])
func functionsAndClosures(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func wrongArgumentLabelIsAnError() {
    expectEqual(transcript("func greet(name: String) {}\ngreet(person: \"a\")"), """
        error: incorrect argument label in call (have 'person:', expected 'name:')
         2 | greet(person: "a")
           | ^~~~~~~~~~~~~~~~~~

        """)
}

@Test func wrongArgumentTypeIsAnError() {
    expectEqual(transcript("func twice(_ x: Int) -> Int { x * 2 }\ntwice(\"a\")"), """
        error: cannot convert value of type 'String' to expected argument type 'Int'
         2 | twice("a")
           |       ^~~

        """)
}

@Test func multipleTrailingClosuresAndCaptureLists() {
    let text = transcript("""
        _ = Observable.of(1, 2).subscribe { print("next", $0) } onError: { print($0) } onCompleted: { print("done") }
        _ = Observable.of(3).subscribe(onNext: { [weak self] value in print(value) })
        let base = 10
        let add = { [base] (x: Int) -> Int in x + base }
        print(add(1))
        """)
    expectEqual(text, "next 1\nnext 2\ndone\n3\n11\n")
}

@Test func initializersAsFunctions() {
    let text = transcript("""
        print([5, 3].map(String.init))
        print(["1", "x"].compactMap(Int.init))
        struct W { let n: Int }
        print([1, 2].map(W.init))
        _ = Observable.of(1, 2).map(String.init).subscribe(onNext: { print($0.count) })
        """)
    expectEqual(text, "[\"5\", \"3\"]\n[1]\n[W(n: 1), W(n: 2)]\n1\n1\n")
}

@Test func typedClosureParametersAreChecked() {
    let text = transcript("""
        _ = Observable.of(1, 2).map { (x: Double) in x / 2 }.subscribe(onNext: { print($0) })
        struct P { var n: Int }
        _ = Observable.of(P(n: 1)).subscribe(onNext: { (p: P) in print(p.n) })
        """, """
        let s = PublishSubject<Int>()
        _ = s.subscribe(onNext: { (v: String) in print(v) })
        s.onNext(1)
        """)
    expectEqual(text, """
        0.5
        1.0
        1
        error: cannot convert value of type 'Int' to expected argument type 'String'
         2 | _ = s.subscribe(onNext: { (v: String) in print(v) })
           |                            ^~~~~~~~~

        """)
}
