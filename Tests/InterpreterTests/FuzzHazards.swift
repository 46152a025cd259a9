import Interpreter
import TestSupport

/// Inputs of the kinds that once ended the process (issue #15): builtins on edge values, time
/// operators with extreme durations, engine recursion, deep chains released or printed, values
/// that grow without end, nested brackets, control characters. Sizes stay small enough for the
/// suite's fuzz run to take seconds; the interpreter's budgets make the large ones stop.
enum FuzzHazards {
    static let integers = ["Int.min", "Int.max", "-1", "0", "1", "(Int.min + 1)", "9223372036854775807"]
    static let doubles = ["Double.nan", "Double.infinity", "-Double.infinity", "9.25e18", "-9.3e18", "1e300", "0.5",
                          "-0.0", "Double.greatestFiniteMagnitude"]
    static let durations = [".seconds(Int.max)", ".seconds(Int.min)", ".milliseconds(-1)", ".milliseconds(0)",
                            ".nanoseconds(Int.max)", ".never", "Double.nan", "Double.infinity", "-1.5", "1e300", "0"]

    static func make(_ random: inout Builtins.SeededGenerator) -> String {
        switch random.below(10) {
        case 0: return builtin(&random)
        case 1: return timeOperator(&random)
        case 2:
            let depth = 1 + random.below(40)
            let open = String(repeating: random.pick(["[", "(", "[("]), count: depth)
            return "let x = \(open)1"
        case 3: return engineRecursion(&random)
        case 4:
            let count = random.pick([10, 1_000, 20_000])
            return "var f: () -> Int = { 0 }\nfor _ in 0..<\(count) { let g = f; f = { g() + 1 } }\n"
                + random.pick(["f = { 0 }", "print(f())", "_ = f"])
        case 5:
            let count = random.pick([10, 1_000, 5_000])
            return "indirect enum L { case node(Int, L), end }\nvar l = L.end\nfor i in 0..<\(count) { l = .node(i, l) }\n"
                + random.pick(["print(l)", "l = .end", "debugPrint(l)", "print([l])"])
        case 6:
            return random.pick([
                "var s = \"ab\"\nfor _ in 0..<\(random.below(45)) { s += s }\nprint(s.count)",
                "let big = String(repeating: \"x\", count: \(random.pick([10, 100_000, 10_000_000])))\n"
                    + "print(Array(repeating: big, count: \(random.pick([1, 100, 1_000_000]))).joined().count)",
                "var all: [[Int]] = []\nfor _ in 0..<\(random.below(30)) { all.append(Array(repeating: 0, count: 1_000_000)) }",
                "let s = PublishSubject<Int>()\n_ = s.subscribe(onNext: { _ in _ = s.subscribe(onNext: { _ in }) })\n"
                    + "for i in 0..<\(random.below(30)) { s.onNext(i) }",
                "_ = Observable<Int>.error(NSError(domain: \"d\", code: 1)).retry().subscribe()",
                "let a = (0..<\(random.pick([10, 10_000, 10_000_000]))).map { $0 }\nfor _ in 0..<3 { _ = a.sorted() }",
            ])
        case 7:
            let control = random.pick(["\u{1B}[2J", "\u{07}", "\u{1B}]0;title\u{07}", "\r", "\u{0}", "\u{7F}", "\u{9B}31m"])
            return random.pick(["let x\(control) = 1", "print(\"\(control)\")\nnope\(control)", "x = \"\(control)\" + 1"])
        case 8:
            let terms = random.pick([10, 1_000, 5_000])
            return "let sum = " + Array(repeating: "1", count: terms).joined(separator: random.pick([" + ", " * ", " - "]))
        default:
            return random.pick([
                "let u: UInt8 = 200", "let i: Int8 = 200", "print(-9223372036854775808)", "print((0...Int.max).last!)",
                "do { throw NSError(domain: \"d\", code: 1) } catch { print(error) }",
                "#if DEBUG\nprint(1)\n#endif", "infix operator +++\nfunc +++(a: Int, b: Int) -> Int { a + b }",
                "print(Int.min.magnitude)", "print(Int.min.isMultiple(of: -1))",
                "let a: Int8 = 127; print(a &+ 1, a.magnitude, a + 1)", "print(UInt8(truncatingIfNeeded: -1), Int8(clamping: 300))",
                "let n = -1; print(UInt(n))", "let a: UInt64 = .max; print(a * a)", "print(Int8.min / -1, Int8.min % -1)",
                "let x: UInt8 = 1; print(x << 200, x >> -3, ~x, -x)", "print(UInt64(Double.infinity), Int16(exactly: 1e300) as Any)",
            ])
        }
    }

    static func builtin(_ random: inout Builtins.SeededGenerator) -> String {
        let receiver = random.pick(integers)
        let argument = random.pick(integers)
        switch random.below(6) {
        case 0:
            return "print(\(receiver).\(random.pick(["magnitude", "advanced(by: \(argument))", "distance(to: \(argument))", "isMultiple(of: \(argument))", "quotientAndRemainder(dividingBy: \(argument))", "signum()"])))"
        case 1: return "print(Int(\(random.pick(doubles))))"
        case 2: return "print(Int(\"10\", radix: \(random.pick(["0", "1", "2", "36", "37", "-1", "Int.min"]))) as Any)"
        case 3: return "print(String(\(receiver), radix: \(random.pick(["0", "1", "2", "36", "37", "Int.max"]))))"
        case 4:
            let lower = random.pick(doubles)
            let upper = random.pick(doubles)
            return "print(Double.random(in: \(lower)\(random.pick(["...", "..<"]))\(upper)))"
        default:
            return "print(Int.random(in: \(receiver)\(random.pick(["...", "..<"]))\(argument)))"
        }
    }

    static func timeOperator(_ random: inout Builtins.SeededGenerator) -> String {
        let duration = random.pick(durations)
        let scheduler = "scheduler: MainScheduler.instance"
        let operatorText = random.pick([
            ".delay(\(duration), \(scheduler))", ".throttle(\(duration), \(scheduler))",
            ".debounce(\(duration), \(scheduler))", ".delaySubscription(\(duration), \(scheduler))",
            ".timeout(\(duration), \(scheduler))", ".buffer(timeSpan: \(duration), count: 2, \(scheduler))",
        ])
        return random.pick([
            "_ = Observable.of(1, 2)\(operatorText).subscribe(onNext: { print($0) })",
            "_ = Observable<Int>.timer(\(duration), \(scheduler)).subscribe(onNext: { print($0) })",
            "_ = Observable<Int>.timer(\(duration), period: \(random.pick(durations)), \(scheduler)).take(3).subscribe()",
            "_ = Observable<Int>.interval(\(duration), \(scheduler)).take(3).subscribe(onNext: { print($0) })",
        ])
    }

    static func engineRecursion(_ random: inout Builtins.SeededGenerator) -> String {
        random.pick([
            "func h(_ n: Int) -> Observable<Int> { Observable.just(n).flatMap { h($0 + 1) } }\n_ = h(0).subscribe()",
            "func h() -> Observable<Int> { Observable.deferred { h() } }\n_ = h().subscribe()",
            "func h(_ n: Int) -> Observable<Int> { Observable.just(n).concatMap { h($0 + 1) } }\n_ = h(0).subscribe()",
            "let s = PublishSubject<Int>()\nvar o: Observable<Int> = s\nfor _ in 0..<\(random.pick([10, 300, 600])) { o = o.map { $0 } }\n"
                + "_ = o.subscribe(onNext: { print($0) })\ns.onNext(1)",
            "let s = PublishSubject<Int>()\nvar o: Observable<Int> = s\nfor _ in 0..<\(random.pick([10, 200])) { o = o.flatMap { Observable.just($0) }.share() }\n"
                + "_ = o.subscribe(onNext: { print($0) })\ns.onNext(1)",
        ])
    }
}
