import Foundation

// Release-build benchmark of compiled sessions as a learner meets them:
// `swift build -c release --product rxplay --product rxplay-runner --product RxPlaygroundModules
// --product sessionbench` (in its own --scratch-path), then `.build-NAME/release/sessionbench`.
// Drives the built `rxplay` (the compiled REPL) through a pipe; every figure checks that its work
// happened (each answer is waited for by its own text). One line per figure:
// `name count median_ms p90_ms` (times per input) or `name count seconds` (a whole run).

setvbuf(stdout, nil, _IOLBF, 0)
let binary =
    CommandLine.arguments.dropFirst().first
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rxplay").path

/// A running `rxplay` fed through pipes.
final class Driver {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private var buffer = Data()
    /// What rxplay printed up to and including the last awaited answer.
    private(set) var lastAnswer = Data()

    init(arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = NSTemporaryDirectory() + "sessionbench"
        process.environment = environment
        try process.run()
    }

    /// Sends `line`, then waits until the output holds `marker`; the seconds it took.
    @discardableResult
    func send(_ line: String, waitFor marker: String) -> Double {
        let start = Date()
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        let needle = Data(marker.utf8)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while buffer.range(of: needle) == nil {
            // An answer that never comes (an error instead) fails the benchmark, not hangs it.
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 60_000) > 0 else {
                fatalError("no answer to \(line) in 60 s; rxplay printed: \(String(decoding: buffer, as: UTF8.self))")
            }
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty {
                fatalError(
                    "rxplay ended before answering \(line); it printed: \(String(decoding: buffer, as: UTF8.self))")
            }
            buffer.append(chunk)
        }
        lastAnswer = buffer
        buffer.removeAll(keepingCapacity: true)
        return Date().timeIntervalSince(start)
    }

    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

func report(_ name: String, _ times: [Double]) {
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2] * 1000
    let p90 = sorted[min(sorted.count - 1, sorted.count * 9 / 10)] * 1000
    print(String(format: "%@ %d %.1f %.1f", name, times.count, median, p90))
}

/// A session of `count` inputs after its set-up: every tenth declares a variable (the chain of
/// declaring inputs grows as in a real session), the rest send an element a subscriber prints.
func session(_ count: Int) throws -> [Double] {
    let driver = try Driver()
    driver.send("let s = PublishSubject<Int>(); print(\"made\")", waitFor: "made\n")
    driver.send("s.subscribe(onNext: { print(\"got\", $0) })", waitFor: "Disposable = Disposable\n")
    var times: [Double] = []
    for index in 0..<count {
        if index % 10 == 9 {
            times.append(
                driver.send("let v\(index) = \(index); print(\"declared\", v\(index))", waitFor: "declared \(index)\n"))
        } else {
            times.append(driver.send("s.onNext(\(index))", waitFor: "got \(index)\n"))
        }
    }
    driver.finish()
    return times
}

func timed(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
}

// The first answer: launch to the output of a first input (compiles it, starts the runner).
var firsts: [Double] = []
for _ in 0..<5 {
    let start = Date()
    let driver = try Driver()
    driver.send("print(\"ready\")", waitFor: "ready\n")
    firsts.append(Date().timeIntervalSince(start))
    driver.finish()
}
report("first_answer", firsts)

report("input_in_50_input_session", try session(50))
let long = try session(300)
report("input_in_300_input_session", long)
report("last_50_of_300_input_session", Array(long.suffix(50)))

// `rxplay run` of a 500-line file: 20 classes and the statements that use them.
let folder = NSTemporaryDirectory() + "sessionbench-\(getpid())"
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
var lines = ["import RxSwift", "import RxRelay", "let bag = DisposeBag()"]
for index in 0..<20 {
    lines += [
        "final class Model\(index) {",
        "    let relay = BehaviorRelay<[Int]>(value: [])",
        "    let bag = DisposeBag()",
        "    var total = 0",
        "    init() {",
        "        relay.map { $0.reduce(0, +) }",
        "            .subscribe(onNext: { [weak self] sum in self?.total = sum })",
        "            .disposed(by: bag)",
        "    }",
        "    func add(_ value: Int) { relay.accept(relay.value + [value]) }",
        "}",
        "let model\(index) = Model\(index)()",
    ]
}
while lines.count < 497 {
    let index = lines.count % 20
    lines.append("model\(index).add(\(lines.count))")
}
lines.append("print(\"total\", [\(( 0..<20).map { "model\($0).total" }.joined(separator: ", "))].reduce(0, +))")
lines.append("print(\"done\")")
let program = folder + "/program.swift"
try lines.joined(separator: "\n").write(toFile: program, atomically: true, encoding: .utf8)
var runs: [Double] = []
for _ in 0..<3 {
    var printed = ""
    runs.append(
        try timed {
            let driver = try Driver(arguments: ["run", program])
            printed = String(decoding: driver.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            driver.finish()
        })
    guard printed.hasSuffix("done\n"), printed.contains("total ") else {
        fatalError("the 500-line program printed: \(printed)")
    }
}
report("run_500_line_file", runs)

// Native speed of learner code: events through map and filter to a subscriber.
let events = 5_000_000
let native = folder + "/events.swift"
try """
import RxSwift
import Glibc
var time = timespec()
var cpu = timespec()
clock_gettime(CLOCK_MONOTONIC, &time)
clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
let start = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
let cpuStart = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9
var received = 0
let subject = PublishSubject<Int>()
let subscription = subject.map { $0 * 2 }.filter { $0 % 4 == 0 }.subscribe(onNext: { _ in received += 1 })
for value in 0..<\(events) { subject.onNext(value) }
clock_gettime(CLOCK_MONOTONIC, &time)
clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu)
let seconds = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 - start
let cpuSeconds = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9 - cpuStart
print("received", received)
print("events_per_second", Int(Double(\(events)) / seconds))
print("cpu_events_per_second", Int(Double(\(events)) / cpuSeconds))
""".write(toFile: native, atomically: true, encoding: .utf8)
let driver = try Driver(arguments: ["run", native])
let printed = String(decoding: driver.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
driver.finish()
guard printed.contains("received \(events / 2)\n"),
    let rate = printed.split(separator: "\n").first(where: { $0.hasPrefix("events_per_second") }),
    let cpuRate = printed.split(separator: "\n").first(where: { $0.hasPrefix("cpu_events_per_second") })
else { fatalError("the events program printed: \(printed)") }
print("learner_map_filter \(events) \(rate.split(separator: " ")[1]) events/s (\(cpuRate.split(separator: " ")[1]) per CPU second)")

// The same at the prompt: one input of a session, where the runner records the subject's and
// the subscription's lanes for `:marbles`.
let prompt = try Driver()
prompt.send("let subject = PublishSubject<Int>(); print(\"made\")", waitFor: "made\n")
let typed = prompt.send(
    "var received = 0; var time = timespec(); var cpu = timespec(); clock_gettime(CLOCK_MONOTONIC, &time); "
        + "clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu); "
        + "let start = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9; "
        + "let cpuStart = Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9; "
        + "let subscription = subject.map { $0 * 2 }.filter { $0 % 4 == 0 }.subscribe(onNext: { _ in received += 1 }); "
        + "for value in 0..<\(events) { subject.onNext(value) }; clock_gettime(CLOCK_MONOTONIC, &time); "
        + "clock_gettime(CLOCK_THREAD_CPUTIME_ID, &cpu); "
        + "print(\"received\", received, \"events_per_second\", "
        + "Int(Double(\(events)) / (Double(time.tv_sec) + Double(time.tv_nsec) / 1e9 - start)), "
        + "\"cpu_events_per_second\", Int(Double(\(events)) / (Double(cpu.tv_sec) + Double(cpu.tv_nsec) / 1e9 - cpuStart)), "
        + "\"end\")",
    waitFor: " end\n")
prompt.finish()
let answer = String(decoding: prompt.lastAnswer, as: UTF8.self)
guard answer.contains("received \(events / 2) events_per_second "),
    let promptRate = answer.split(separator: " ").drop(while: { $0 != "events_per_second" }).dropFirst().first,
    let promptCPURate = answer.split(separator: " ").drop(while: { $0 != "cpu_events_per_second" }).dropFirst().first
else { fatalError("the events input printed: \(answer)") }
print(
    String(
        format: "learner_map_filter_at_prompt %d %@ events/s (%@ per CPU second; input answered in %.2f s)", events,
        String(promptRate), String(promptCPURate), typed))
try? FileManager.default.removeItem(atPath: folder)
