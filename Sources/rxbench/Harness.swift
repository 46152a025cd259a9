import Foundation


/// One measured workload: `ops` operations per run.
struct Workload {
    let name: String
    let ops: Int
    let run: () -> Void
}

/// The figures of one workload: the fastest of several runs.
struct Measurement {
    let name: String
    let ops: Int
    let seconds: Double

    var nanosecondsPerOp: Double { seconds * 1e9 / Double(ops) }

    /// `name ops seconds ns_per_op`, the line the benchmark prints.
    var line: String {
        String(format: "%@ %d %.6f %.1f", name, ops, seconds, nanosecondsPerOp)
    }
}

/// Runs each workload `repetitions` times after one warm-up run and keeps the fastest.
func measure(_ workload: Workload, repetitions: Int) -> Measurement {
    workload.run()
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        workload.run()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        best = min(best, elapsed)
    }
    return Measurement(name: workload.name, ops: workload.ops, seconds: best)
}

/// The resident memory of this process in bytes, from `/proc/self/statm`.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Checks that a workload did its work: exits with status 1 when `actual` is not `expected`,
/// so a workload that silently stops sending cannot report a fast time.
func expectWork(_ name: String, _ actual: Int, _ expected: Int) {
    if actual != expected {
        FileHandle.standardError.write(Data("\(name): expected \(expected), got \(actual)\n".utf8))
        exit(1)
    }
}

/// Keeps a value alive and opaque to the optimizer.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
