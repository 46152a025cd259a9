import Foundation
import RxSwift
import TestSupport
import Testing
import VirtualClock

/// Process-wide state: the debug counters `Resources.numberOfSerialDispatchQueueObservables` and
/// `maxTailRecursiveSinkStackSize`, the installed `VirtualClock`, `Hooks.defaultErrorHandler`. Other suites running in
/// parallel would move the counters, and installing a clock would change their schedulers, so
/// these run in a child process, alone (as `ResourceLeakTests` runs its scenarios).
@Suite("process-wide state, in a child process", .serialized)
struct ProcessWideStateTests {
    @Test("the debug counters and the virtual clock, run alone in a child process")
    func inChildProcess() throws {
        let run = try ChildTestRun(suite: "RxSwiftTests.ProcessWideStateScenarios")
        expectEqual(run.exitStatus, 0, "\(run.output)")
        expectTrue(run.output.contains("Test run with \(ProcessWideStateScenarios.testCount) tests"), "\(run.output)")
        expectTrue(!run.output.contains("skipped"), "\(run.output)")
    }
}

/// The scenarios `ProcessWideStateTests` runs: enabled only in its child process.
@Suite("process-wide state (child process only)", .serialized, .enabled(if: isResourceScenarioChild))
struct ProcessWideStateScenarios {
    /// How many tests this suite has; the parent checks the child ran them all.
    static let testCount = 5

    @Test("maxTailRecursiveSinkStackSize: nested concats of collections drop exhausted iterators")
    func concatOfCollections() {
        maxTailRecursiveSinkStackSize = 0
        var elements: [Int] = []
        _ = Self.nestedConcat(0, known: true).take(100).subscribe(onNext: { elements.append($0) })
        expectEqual(elements, Array(0..<100))
        expectEqual(maxTailRecursiveSinkStackSize, 1)
    }

    @Test("maxTailRecursiveSinkStackSize: nested concats of sequences of unknown length keep theirs")
    func concatOfSequences() {
        maxTailRecursiveSinkStackSize = 0
        var elements: [Int] = []
        _ = Self.nestedConcat(0, known: false).take(100).subscribe(onNext: { elements.append($0) })
        expectEqual(elements, Array(0..<100))
        expectTrue(maxTailRecursiveSinkStackSize > 10, "\(maxTailRecursiveSinkStackSize)")
    }

    @Test("numberOfSerialDispatchQueueObservables counts live observe(on:) sequences on a serial queue")
    func serialDispatchQueueObservables() {
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "counted")
        expectEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
        var observed: Observable<Int>? = Observable.just(0).observe(on: serial)
        expectEqual(Resources.numberOfSerialDispatchQueueObservables, 1)
        var other: Observable<Int>? = Observable.just(0).observe(on: CurrentThreadScheduler.instance)
        expectEqual(Resources.numberOfSerialDispatchQueueObservables, 1)
        observed = nil
        other = nil
        expectTrue(observed == nil && other == nil)
        expectEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
    }

    @Test("OperationQueueScheduler runs its actions on the installed virtual clock, in order")
    func operationQueueOnVirtualClock() {
        let clock = VirtualClock()
        VirtualClock.installed = clock
        defer { VirtualClock.installed = nil }
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        var log: [String] = []
        _ = scheduler.schedule("a") {
            log.append($0); return Disposables.create()
        }
        let cancelled = scheduler.schedule("b") {
            log.append($0); return Disposables.create()
        }
        _ = scheduler.schedule("c") {
            log.append($0); return Disposables.create()
        }
        cancelled.dispose()
        expectEqual(log, [])
        expectTrue(clock.runUntilIdle(limit: 1_000))
        expectEqual(log, ["a", "c"])
        expectEqual(queue.operationCount, 0)
    }

    @Test("an Infallible's error from a throwing selector goes to Hooks.defaultErrorHandler, not to the subscriber")
    func infallibleErrorFromSelector() {
        var seen: [String] = []
        var reported: [String] = []
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = { _, error in reported.append("\(error)") }
        defer { Hooks.defaultErrorHandler = previous }
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { _, _ -> Int in throw TestError.boom }
            .subscribe { seen.append("\($0)") }
        expectEqual(seen, [])
        expectEqual(reported, ["boom"])
    }

    /// `concat([source(i), concat([source(i + 1), …])])`, without end: as a collection (known
    /// length) or as a sequence (unknown length).
    private static func nestedConcat(_ start: Int, known: Bool) -> Observable<Int> {
        let parts = [0, 1].lazy.map { part in
            part == 0
                ? Observable.just(start, scheduler: CurrentThreadScheduler.instance)
                : nestedConcat(start + 1, known: known)
        }
        return known ? Observable.concat(parts) : Observable.concat(AnySequence(parts))
    }
}
