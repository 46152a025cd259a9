import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("let s: String? = \"abc\"\nprint(s?.count, s!.count)", "Optional(3) 3\n"),
    ("let s: String? = nil\nprint(s?.count ?? 0)", "0\n"),
    ("let s: String? = \"x\"\nif let s { print(s) }", "x\n"),
    ("let a: Int? = 1, b: Int? = 2\nif let a = a, let b = b, a < b { print(a + b) }", "3\n"),
    ("let n = Int(\"42\")\nprint(n, Int(\"x\"))", "Optional(42) nil\n"),
    ("let d = [\"a\": 1]\nif let v = d[\"a\"] { print(v) }\nprint(d[\"z\"])", "1\nnil\n"),
    ("struct P { var q: Q? }\nstruct Q { var n = 1 }\nlet p = P(q: Q())\nprint(p.q?.n)", "Optional(1)\n"),
    ("let x: Int? = 5\nswitch x {\ncase .some(let v): print(v)\ncase .none: print(\"nil\")\n}", "5\n"),
    ("let xs = [1, 2]\nprint(xs.first, xs.last, [Int]().first)", "Optional(1) Optional(2) nil\n"),
    ("let x: Int? = nil\nguard let y = x else { print(\"none\") }\n", ""),
])
func optionals(_ input: String, _ expected: String) {
    let text = transcript(input)
    if expected.isEmpty { expectTrue(text.contains("error:")) } else { expectEqual(text, expected) }
}

@Test(arguments: [
    ("enum E: Error { case bad }\nfunc f() throws -> Int { throw E.bad }\ndo { try f() } catch { print(\"caught\", error) }",
     "caught bad\n"),
    ("enum E: Error { case bad(code: Int) }\ndo { throw E.bad(code: 4) } catch E.bad(let code) { print(code) }", "4\n"),
    ("enum E: Error { case a, b }\ndo { throw E.b } catch E.a { print(\"a\") } catch { print(\"other\", error) }", "other b\n"),
    ("enum E: Error { case a }\nfunc f() throws -> Int { throw E.a }\nprint(try? f())", "nil\n"),
    ("func f() throws -> Int { 1 }\nprint(try f(), try! f())", "1 1\n"),
    ("struct Failure: Error { let reason: String }\ndo { throw Failure(reason: \"x\") } catch let e as Failure { print(e.reason) }",
     "x\n"),
    ("func f() { defer { print(\"later\") }\n  print(\"now\")\n}\nf()", "now\nlater\n"),
])
func errors(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func unwrappingNilIsADiagnostic() {
    expectEqual(transcript("let x: Int? = nil\nprint(x!)"), """
        error: unexpectedly found nil while unwrapping an Optional value
         2 | print(x!)
           |       ^~

        """)
}

@Test func indexOutOfRangeIsADiagnostic() {
    expectEqual(transcript("let xs = [1, 2]\nprint(xs[5])"), """
        error: index out of range
         2 | print(xs[5])
           |       ^~~~~
        note: the index is 5 and the array has 2 elements

        """)
}

@Test func uncaughtErrorIsADiagnostic() {
    expectEqual(transcript("enum E: Error { case boom }\nthrow E.boom"), """
        error: the error 'boom' was thrown and not caught
         2 | throw E.boom
           | ^~~~~~~~~~~~
        note: call throwing code inside 'do { try … } catch { … }'

        """)
}

@Test(arguments: [
    ("let a: Any = \"x\"\nlet n = a as! Int", """
        error: could not cast value of type 'String' to 'Int'
         2 | let n = a as! Int
           |         ^~~~~~~~~

        """),
    ("let e = \"🐶\"; let z: Int? = nil; print(e, z!)", """
        error: unexpectedly found nil while unwrapping an Optional value
         1 | let e = "🐶"; let z: Int? = nil; print(e, z!)
           |                                           ^~

        """),
    ("let e = \"🐶🐱\"; let arr = [1]; print(arr[3])", """
        error: index out of range
         1 | let e = "🐶🐱"; let arr = [1]; print(arr[3])
           |                                      ^~~~~~
        note: the index is 3 and the array has 1 element

        """),
    ("let d = [\"a\": 1]\nprint(d[\"b\"]!)", """
        error: unexpectedly found nil while unwrapping an Optional value
         2 | print(d["b"]!)
           |       ^~~~~~~

        """),
    ("let z = 0\nprint(1 / z)", """
        error: division by zero
         2 | print(1 / z)
           |         ^

        """),
    ("print(10 % 0)", """
        error: division by zero in remainder operation
         1 | print(10 % 0)
           |          ^

        """),
])
func runtimeErrorsPointAtTheFailingExpression(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func typedErrorsFlowThroughOnErrorAndCatch() {
    let text = transcript("""
        enum NetworkError: Error { case offline, status(Int) }
        let s = PublishSubject<Int>()
        _ = s.subscribe(onNext: { print($0) }, onError: { error in
            switch error {
            case NetworkError.status(let code): print("status", code)
            default: print("other", error)
            }
        })
        s.onNext(1)
        s.onError(NetworkError.status(404))
        do { throw NetworkError.offline } catch let error as NetworkError { print("caught", error) }
        _ = Observable.of(1, 2, 3).map { value -> Int in
            if value == 2 { throw NetworkError.offline }
            return value * 10
        }.subscribe(onNext: { print($0) }, onError: { print("error", $0) })
        """)
    expectEqual(text, "1\nstatus 404\ncaught offline\n10\nerror offline\n")
}

@Test func topLevelDeferRunsWhenTheInputHasRun() {
    expectTrue(transcript("defer { print(\"deferred\") }\nprint(\"first\")", "print(\"next input\")") ==
        "first\ndeferred\nnext input\n")
}

@Test func nsErrorFromRxSwiftsExamplesWorks() {
    let text = transcript("""
        let o = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(NSError(domain: "x", code: 1))
            return Disposables.create { print("disposed") }
        }
        _ = o.subscribe(onNext: { print($0) }, onError: { print("E:", $0) })
        let e = NSError(domain: "net", code: 404, userInfo: nil)
        print(e)
        print(e.localizedDescription)
        """)
    expectEqual(text, """
        1
        E: Error Domain=x Code=1 "(null)"
        disposed
        Error Domain=net Code=404 "(null)"
        The operation could not be completed. (net error 404.)

        """)
}
