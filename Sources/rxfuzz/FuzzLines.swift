/// Generates the fuzz run's lines, a few at a time, from a seed: the same seed gives the same
/// lines. Each call returns a whole unit (one line, or a block that opens and closes what it
/// opens), so a probe placed between units always starts an input of its own.
struct FuzzLines {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// SplitMix64 (Steele, Lea and Flood), as in the tests' seeded generator.
    private mutating func random() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(random() % UInt64(bound)) }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// The next unit: about 75 % meta-commands, 21 % lines that compile nothing (blank, comments,
    /// control characters), 3 % blocks across lines, 1 % Swift statements (each compile takes about
    /// 0.15 s, so 100,000 lines make about 4,000 compiles).
    mutating func next() -> [String] {
        let roll = below(100)
        if roll < 75 { return [metaCommand()] }
        if roll < 96 { return [quietLine()] }
        if roll < 99 { return block() }
        return [statement()]
    }

    // MARK: - Meta-commands with hostile arguments

    static let commands = [
        ":marbles", ":play", ":wait", ":time", ":vars", ":subs", ":undo", ":help", ":auto", ":screen",
        ":lessons", ":save", ":load", ":lesson", ":check", ":hint", ":reset", ":quit!", ":", "::", ":marbles!",
    ]
    static let options = [
        "--width", "--svg", "--ascii", "--last", "--from", "--to", "--scale", "--color", "--rxjs", "--rxtest",
        "--html", "-", "--", "marbles", "subjects",
    ]

    private mutating func number() -> String {
        pick([
            "0", "-1", "1", "9223372036854775807", "-9223372036854775808", "99999999999999999999", "1e308", "nan",
            "inf", "-0", "0x10", "1_000", "2.5", "500ms", "1.5s", "-3s", "10000000s", "1e-320ms", "∞", "١٢",
        ])
    }

    private mutating func word() -> String {
        pick([
            "s", "subject", "doubled", "🐶", "犬", "x", "", " ", "\t", "../../etc/passwd", "/dev/null", "/proc/self/mem",
            "saved.txt", "picture.svg", "nope/deeper/file", "%s%s%n", "$(reboot)", "`id`", "\\", "\"", "'", "\u{202E}",
        ])
    }

    private mutating func metaCommand() -> String {
        var parts = [pick(Self.commands)]
        for _ in 0..<below(4) {
            switch below(3) {
            case 0: parts.append(pick(Self.options))
            case 1: parts.append(number())
            default: parts.append(word())
            }
        }
        // `:quit!` would end the run; `:load`/`:lesson` of the run's own files stay inside its folder.
        if parts[0] == ":quit!" { parts[0] = ":help" }
        return parts.joined(separator: " ")
    }

    // MARK: - Lines that compile nothing

    // Each one is balanced: a line that opens a bracket (`ESC [ A`, Up as a terminal sends it)
    // keeps the input open until something closes it, and would swallow the next probe.

    private mutating func quietLine() -> String {
        pick([
            "", "   ", "\t\t", "// a comment: { ( [ \" ", "/* closed */", "/// doc", "\u{01}\u{02}", "\u{1B}OA",
            "\u{7F}", "\u{FEFF}", String(repeating: " ", count: below(5_000)), "//" + String(repeating: "🐶", count: below(300)),
        ])
    }

    // MARK: - Blocks: something opened on one line and closed on a later one

    private mutating func block() -> [String] {
        let inner = (0..<below(4)).map { _ in pick(["1", "let q = 2", "print(\"in\")", "", "// x", "s.onNext(3)", "]", ")"]) }
        switch below(7) {
        case 0: return ["let list = ["] + inner.filter { $0 != "]" && $0 != ")" }.map { $0.isEmpty ? "0," : "0," } + ["]"]
        case 1: return ["func f\(below(50))() {"] + inner.filter { $0 != "]" && $0 != ")" } + ["}"]
        case 2: return ["/*"] + inner + ["*/"]
        case 3: return ["#if false"] + inner + ["#endif"]
        case 4: return ["let text = \"\"\""] + inner + ["\"\"\""]
        case 5: return ["do {", "    " + statement()] + ["}"]
        default:
            let depth = 1 + below(40)
            return [String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)]
        }
    }

    // MARK: - Swift statements, valid and not

    private mutating func statement() -> String {
        pick([
            "let s = PublishSubject<Int>()",
            "let doubled = s.map { $0 * 2 }",
            "let seen = doubled.subscribe(onNext: { print(\"seen\", $0) })",
            "s.onNext(\(below(1000)))",
            "s.onNext(\"text\")",
            "s.onCompleted()",
            "seen.dispose()",
            "let b = BehaviorSubject(value: \(below(9)))",
            "[1, 2, 3][\(below(6))]",
            "Int.max + \(below(3))",
            "undefinedName\(below(9))",
            "let r = (1...\(1 + below(100))).reduce(0, +)",
            "String(repeating: \"x\", count: \(below(1_000_000)))",
            "struct S\(below(20)) { var v = \(below(9)) }",
            "class C\(below(20)) { deinit { print(\"bye\") } }",
            "func g() -> Int { g() }",
            "Thread.sleep(forTimeInterval: \(below(3)))",
            "Observable<Int>.interval(.milliseconds(\(1 + below(500))), scheduler: MainScheduler.instance).take(3).subscribe(onNext: { print($0) })",
            "fatalError(\"fuzz\")",
            "let 🐶 = \"dog\"; print(🐶)",
            "print(#line, #file)",
            "import Foundation",
            "@objc func h() {}",
            "var v: Int = \"no\"",
        ])
    }
}
