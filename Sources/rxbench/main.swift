import Foundation
import RxSwift

// Release-build benchmarks of RxSwift: `swift run -c release rxbench [filter]`.
// Prints one line per workload: `name ops seconds ns_per_op` (the fastest of several runs).

let arguments = CommandLine.arguments.dropFirst()
let filter = arguments.first { !$0.hasPrefix("-") }
let scale = 1_000_000
let repetitions = 5

let workloads = SubjectWorkloads.all(scale: scale) + OperatorWorkloads.all(scale: scale)
    + CombiningWorkloads.all(scale: scale)
print("name ops seconds ns_per_op")
// Memory first, on a fresh heap: later workloads leave freed memory that would hide growth.
if filter == nil || "memory".contains(filter ?? "") {
    print(MemoryWorkloads.disposeBagBytesPerSubscription(count: 100_000))
}
for workload in workloads where filter.map({ workload.name.contains($0) }) ?? true {
    print(measure(workload, repetitions: repetitions).line)
    fflush(stdout)
}
