import Foundation

// A fuzz run of the REPL: `rxfuzz [COUNT] [SEED] [RXPLAY]` feeds the built `rxplay` COUNT
// generated lines (100,000 by default) through a pipe, under an address-space limit, in a
// scratch folder of its own (its files, history and state stay there). The lines are mostly
// meta-commands with hostile arguments, blank, comment and control-character lines, blocks that
// open and close brackets, strings, comments and `#if` across lines, and some Swift statements,
// valid and not, that the compiler gets. Every 500 lines a probe `print("probe-N")` must come
// back in order: the REPL is alive and still answers. The run fails (exit 1) when rxplay ends
// early, does not exit 0 at the end, or a probe is missing.

setvbuf(stdout, nil, _IOLBF, 0)
let arguments = Array(CommandLine.arguments.dropFirst())
let count = arguments.first.flatMap { Int($0) } ?? 100_000
let seed = arguments.dropFirst().first.flatMap { UInt64($0) } ?? 0x5EED
let binary =
    arguments.dropFirst(2).first.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rxplay").path
let probeEvery = 500
let memoryLimitKB = 8 * 1024 * 1024

var generator = FuzzLines(seed: seed)
var lines: [String] = []
var probes = 0
while lines.count < count {
    if lines.count / probeEvery > probes {
        probes += 1
        lines.append("print(\"probe-\(probes)\")")
    }
    lines += generator.next()
}

let scratch = NSTemporaryDirectory() + "rxfuzz-\(getpid())"
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: scratch) }

let process = Process()
process.executableURL = URL(fileURLWithPath: "/bin/sh")
process.arguments = ["-c", "ulimit -v \(memoryLimitKB) && exec \"$0\"", binary]
process.currentDirectoryURL = URL(fileURLWithPath: scratch)
var environment = ProcessInfo.processInfo.environment
environment["XDG_STATE_HOME"] = scratch + "/state"
environment["HOME"] = scratch
process.environment = environment
let input = Pipe()
let output = Pipe()
process.standardInput = input
process.standardOutput = output
process.standardError = output
let started = Date()
try process.run()

// Read everything rxplay prints while the lines are written.
let collected = NSMutableData()
let reader = Thread {
    while true {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        collected.append(chunk)
    }
}
reader.start()
let writer = input.fileHandleForWriting
for (index, line) in lines.enumerated() {
    do {
        try writer.write(contentsOf: Data((line + "\n").utf8))
    } catch {
        print("rxplay stopped reading at line \(index + 1) of \(lines.count): \(error)")
        break
    }
}
try? writer.write(contentsOf: Data("print(\"probe-end\")\n".utf8))
try? writer.close()
process.waitUntilExit()
while reader.isExecuting || !reader.isFinished { usleep(10_000) }
let printed = String(decoding: collected as Data, as: UTF8.self)
if let keep = ProcessInfo.processInfo.environment["RXFUZZ_OUTPUT"] {
    try? printed.write(toFile: keep, atomically: false, encoding: .utf8)
}
let seconds = Date().timeIntervalSince(started)

var missing: [Int] = []
var position = printed.startIndex
for probe in 1...max(1, probes) where probes > 0 {
    if let found = printed.range(of: "probe-\(probe)\n", range: position..<printed.endIndex) {
        position = found.upperBound
    } else {
        missing.append(probe)
    }
}
let ended = printed.hasSuffix("probe-end\n") || printed.contains("probe-end\n")
print(
    String(
        format: "rxfuzz %d lines (seed %llu), %d probes, %.0f s, exit %d, %d bytes printed",
        lines.count, seed, probes, seconds, process.terminationStatus, printed.utf8.count))
if process.terminationStatus != 0 || !missing.isEmpty || !ended {
    print("FAILED: exit \(process.terminationStatus); probes missing: \(missing.prefix(20)); last probe seen: \(ended)")
    print("the last of what rxplay printed:\n" + String(printed.suffix(3000)))
    exit(1)
}
print("the REPL stayed alive and answered every probe in order")
