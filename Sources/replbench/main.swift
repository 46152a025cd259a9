import Foundation

// Release-build benchmark of the REPL as a learner meets it: `swift run -c release replbench`.
// Drives the built `rxplay` through a pipe and prints one line per figure:
// `name count seconds ms_per_op`. Start-up is measured from launch to the answer to a first
// trivial input; a typical input is a subject emission that a subscriber prints.

let arguments = CommandLine.arguments.dropFirst()
let binary = arguments.first ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("rxplay").path

/// A running rxplay fed through pipes.
final class Driver {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private var buffer = Data()

    init(binary: String) throws {
        process.executableURL = URL(fileURLWithPath: binary)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = NSTemporaryDirectory() + "replbench"
        process.environment = environment
        try process.run()
    }

    /// Sends `line` and waits until the output holds `marker`.
    func send(_ line: String, waitFor marker: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        if marker.isEmpty { return }
        let needle = Data(marker.utf8)
        while buffer.range(of: needle) == nil {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func line(_ name: String, _ count: Int, _ total: Double) -> String {
    String(format: "%@ %d %.4f %.2f", name, count, total, total * 1000 / Double(count))
}

print("name count seconds ms_per_op")
// Start-up: launch, answer `1 + 2`, repeated; the best of ten.
var best = Double.infinity
for _ in 0..<10 {
    var driver: Driver?
    let elapsed = try seconds {
        driver = try Driver(binary: binary)
        driver?.send("1 + 2", waitFor: "Int = 3")
    }
    driver?.finish()
    best = min(best, elapsed)
}
print(line("start_to_first_answer", 1, best))

// Typical inputs: an emission into a subject with a printing subscriber.
let driver = try Driver(binary: binary)
driver.send("let subject = PublishSubject<Int>()", waitFor: "")
driver.send("let subscription = subject.subscribe(onNext: { print(\"got\", $0) })", waitFor: "")
driver.send("print(\"ready\")", waitFor: "ready")
let count = 500
let total = seconds {
    for index in 0..<count {
        driver.send("subject.onNext(\(index))", waitFor: "got \(index)\n")
    }
}
print(line("typical_input_onNext", count, total))
let marbles = seconds {
    for index in 0..<50 {
        driver.send(":marbles subscription", waitFor: "subscription")
        _ = index
    }
}
print(line("marbles_command_500_events", 50, marbles))
driver.finish()
