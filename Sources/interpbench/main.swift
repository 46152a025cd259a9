import Foundation
import Interpreter
import RxSwift
import RxRelay
import RxLibrary

// Release-build benchmark of the interpreter: `swift run -c release interpbench [--write BENCHMARKS.md]`.
// Prints events per second through an interpreted Rx pipeline, the time to parse and run a
// 200-line lesson-like script, and memory after 1M events; `--write FILE` puts the figures into
// the "Interpreter" section of FILE.

/// The resident set size in kilobytes (Linux), or 0.
func residentKilobytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func fail(_ result: RunResult?) -> Never {
    print(result?.transcript ?? "no result")
    exit(1)
}

// MARK: - Events per second

let pipeline = """
    let subject = PublishSubject<Int>()
    var sum = 0
    let subscription = subject.map { $0 * 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum += $0 })
    """
let loop = "for i in 0..<1_000_000 { subject.onNext(i) }"
var best = Double.infinity
var memoryAfterFirst = 0
var memoryAfterLast = 0
let interpreter = Interpreter(configuration: .init(), libraries: [RxLibrary()])
let setUp = interpreter.run(pipeline)
if !setUp.succeeded { fail(setUp) }
for round in 0..<5 {
    var result: RunResult?
    let time = seconds { result = interpreter.run(loop) }
    guard let result, result.succeeded else { fail(result) }
    best = min(best, time)
    if round == 0 { memoryAfterFirst = residentKilobytes() }
    memoryAfterLast = residentKilobytes()
}
let check = interpreter.run("print(sum)").output
let expectedSum = (0..<1_000_000).map { $0 * 2 }.filter { $0 % 3 == 0 }.reduce(0, +) * 5
guard check == "\(expectedSum)\n" else {
    print("wrong sum: \(check)")
    exit(1)
}
let eventsPerSecond = 1_000_000 / best

// MARK: - A lesson-like script

func lessonScript() -> String {
    var lines: [String] = [
        "import RxSwift",
        "enum LessonError: Error { case failed(String) }",
        "struct Photo: CustomStringConvertible { let id: Int; var title: String",
        "  var description: String { \"Photo #\\(id): \\(title)\" }",
        "}",
        "let bag = DisposeBag()",
        "var log: [String] = []",
    ]
    for chapter in 0..<12 {
        lines += [
            "// Chapter \(chapter)",
            "let subject\(chapter) = PublishSubject<String>()",
            "let relay\(chapter) = BehaviorRelay(value: [Photo]())",
            "subject\(chapter).map { $0.uppercased() }.filter { !$0.isEmpty }.subscribe(onNext: { log.append($0) }).disposed(by: bag)",
            "relay\(chapter).map { $0.count }.subscribe(onNext: { print(\"chapter \(chapter):\", $0, \"photos\") }).disposed(by: bag)",
            "for index in 0..<5 { subject\(chapter).onNext(\"photo \\(index)\") }",
            "relay\(chapter).accept(relay\(chapter).value + [Photo(id: \(chapter), title: \"t\\(\(chapter))\")])",
            "let single\(chapter) = Single<Int>.create { single in single(.success(\(chapter))); return Disposables.create() }",
            "single\(chapter).subscribe(onSuccess: { log.append(\"single \\($0)\") }, onFailure: { print($0) }).disposed(by: bag)",
            "Observable.of(1, 2, 3).withLatestFrom(relay\(chapter)) { $0 + $1.count }.subscribe(onNext: { log.append(String($0)) }).disposed(by: bag)",
            "do { throw LessonError.failed(\"c\(chapter)\") } catch LessonError.failed(let reason) { log.append(reason) }",
            "if let first = relay\(chapter).value.first { print(first) }",
            "switch \(chapter) % 3 {",
            "case 0: print(\"zero\")",
            "default: print(\"other\")",
            "}",
        ]
    }
    lines.append("print(log.count)")
    return lines.joined(separator: "\n")
}

let script = lessonScript()
let scriptLines = script.split(separator: "\n").count
var scriptBest = Double.infinity
for _ in 0..<5 {
    let fresh = Interpreter(configuration: .init(), libraries: [RxLibrary()])
    var result: RunResult?
    let time = seconds { result = fresh.run(script) }
    guard let result, result.succeeded else { fail(result) }
    scriptBest = min(scriptBest, time)
}
var lineByLine = Double.infinity
for _ in 0..<3 {
    let fresh = Interpreter(configuration: .init(), libraries: [RxLibrary()])
    var chunks: [String] = []
    var current = ""
    for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
        current += (current.isEmpty ? "" : "\n") + line
        if fresh.isComplete(current) {
            chunks.append(current)
            current = ""
        }
    }
    let time = seconds {
        for chunk in chunks where !fresh.run(chunk).succeeded { fatalError("chunk failed: \(chunk)") }
    }
    lineByLine = min(lineByLine, time)
}

// MARK: - Report

let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
let report = """
    ## Interpreter (`interpbench`)

    `swift run -c release interpbench --write BENCHMARKS.md` rewrites this section. Measured \(date)
    on the project's 2-core Linux machine (Swift 6.3.1, release build), while other builds may have
    been running: figures are noisy and err on the slow side. The event loop runs under the default
    step budget (10,000,000 steps per statement); the pipeline, the loop and the handlers are all
    interpreted.

    | workload | figure | target |
    |---|---|---|
    | events through `map { $0 * 2 }.filter { $0 % 3 == 0 }.subscribe(onNext: { sum += $0 })`, interpreted `for i in 0..<1_000_000 { subject.onNext(i) }` | \(Int(eventsPerSecond).formatted()) events/s (best of 5) | ≥ 1,000,000 |
    | parse and run a \(scriptLines)-line lesson-like script as one input | \(String(format: "%.1f", scriptBest * 1000)) ms | < 50 ms |
    | the same script typed as \(scriptLines) REPL inputs | \(String(format: "%.1f", lineByLine * 1000)) ms | |
    | resident memory after 1M events / after 5M events | \(memoryAfterFirst / 1024) MB / \(memoryAfterLast / 1024) MB | flat |

    """
print(report)

if let index = CommandLine.arguments.firstIndex(of: "--write"), index + 1 < CommandLine.arguments.count {
    let path = CommandLine.arguments[index + 1]
    var text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "# Benchmarks\n"
    let heading = "## Interpreter (`interpbench`)"
    if let start = text.range(of: heading) {
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? text.endIndex
        text.replaceSubrange(start.lowerBound..<end, with: report.trimmingCharacters(in: .newlines) + "\n")
    } else {
        text += (text.hasSuffix("\n\n") ? "" : "\n") + report
    }
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        print("could not write \(path): \(error)")
        exit(1)
    }
}
