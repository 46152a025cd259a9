import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

@Suite("DispatchQueue on the virtual clock")
struct DispatchQueueTests {
    @Test("asyncAfter(deadline: .now() + 1) runs at one virtual second, as the queue's work")
    func asyncAfter() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { log("main \(Thread.isMainThread)") }
                DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(250)) {
                    log("global \(Thread.isMainThread)")
                }
                DispatchQueue.main.asyncAfter(wallDeadline: .now() + 2) { log("wall") }
                DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log("never") }
                clock.advance(to: 999_999_999)
                expectEqual(log.entries, ["global false@250"])
                clock.advance(by: 60_000_000_000)
                expectEqual(log.entries, ["global false@250", "main true@1000", "wall@2000"])
                expectEqual(clock.nextDue, nil)
            }
        }
    }

    @Test("work sent for one instant runs in the order it was sent, across queues")
    func sameInstantOrder() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { log("e") }
                DispatchQueue.main.async {
                    log("a")
                    DispatchQueue.main.async { log("d") }
                }
                DispatchQueue.global().async { log("b") }
                DispatchQueue(label: "serial").async { log("c") }
                clock.advance(by: 0)
                expectEqual(log.entries, ["a@0", "b@0", "c@0", "d@0"])
                DispatchQueue.global(qos: .background).asyncAfter(deadline: .now() + 0.5) { log("f") }
                clock.advance(by: 500_000_000)
                expectEqual(log.entries, ["a@0", "b@0", "c@0", "d@0", "e@500", "f@500"])
            }
        }
    }

    @Test("sync runs at once, as the queue's work, and returns the work's result")
    func sync() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let queue = DispatchQueue(label: "serial")
                let onMain = queue.sync { Thread.isMainThread }
                expectEqual(onMain, false)
                DispatchQueue.global().async {
                    DispatchQueue.main.sync { log("main \(Thread.isMainThread)") }
                    log("back \(Thread.isMainThread)")
                }
                clock.advance(by: 0)
                expectEqual(log.entries, ["main true@0", "back false@0"])
            }
        }
    }

    @Test("DispatchQueue.main.sync from the main queue stops the program, as libdispatch does")
    func syncDeadlock() async {
        await #expect(processExitsWith: .failure) {
            withInstalledClock { _ in
                DispatchQueue.main.sync {}
            }
        }
    }

    @Test("a group notifies once its work is done; waiting lets virtual time pass, running all work due")
    func group() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let group = DispatchGroup()
                group.enter()
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                    log("slow")
                    group.leave()
                }
                DispatchQueue.global().async(group: group) { log("quick") }
                group.notify(queue: .main) { log("notified") }
                group.wait()
                log("waited")
                clock.advance(by: 0)
                expectEqual(log.entries, ["quick@0", "slow@1000", "notified@1000", "waited@1000"])
                expectEqual(group.wait(timeout: .now() + 1), .success)
            }
        }
    }

    @Test("a semaphore's wait lets virtual time pass until a signal or the timeout")
    func semaphore() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let signal = DispatchSemaphore(value: 0)
                DispatchQueue.global().asyncAfter(deadline: .now() + 2) { signal.signal() }
                signal.wait()
                log("signalled")
                let result = signal.wait(timeout: .now() + 1)
                log("timed out \(result == .timedOut)")
                expectEqual(log.entries, ["signalled@2000", "timed out true@3000"])
                expectEqual(clock.now, 3_000_000_000)
            }
        }
    }

    @Test("a cancelled work item does not run; notify follows one that ran")
    func workItem() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let log = TimeLog()
                let cancelled = DispatchWorkItem { log("cancelled") }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: cancelled)
                cancelled.cancel()
                let item = DispatchWorkItem { log("item") }
                item.notify(queue: .main) { log("after item") }
                DispatchQueue.global().asyncAfter(deadline: .now() + 1, execute: item)
                item.wait()
                log("waited")
                clock.advance(by: 0)
                expectEqual(log.entries, ["item@1000", "after item@1000", "waited@1000"])
                expectTrue(cancelled.isCancelled)
            }
        }
    }
}
