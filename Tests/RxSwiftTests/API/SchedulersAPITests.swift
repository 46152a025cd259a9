import Dispatch
import Foundation
import RxSwift
import TestSupport
import Testing

/// The "Schedulers" list, written as RxSwift code.
@Suite("RxSwift API: schedulers")
struct SchedulersAPITests {
    @Test("SchedulerType, ImmediateSchedulerType and RxTimeInterval as generic constraints")
    func protocols() {
        func immediate<S: ImmediateSchedulerType>(_ scheduler: S) -> Disposable {
            scheduler.schedule(1) { _ in Disposables.create() }
        }
        func timed(_ scheduler: SchedulerType, _ interval: RxTimeInterval) -> RxTime {
            _ = scheduler.scheduleRelative((), dueTime: interval) { _ in Disposables.create() }
            _ = scheduler.schedulePeriodic(0, startAfter: interval, period: interval) { $0 + 1 }
            return scheduler.now
        }
        _ = immediate(CurrentThreadScheduler.instance)
        let historical = HistoricalScheduler()
        _ = timed(historical, .milliseconds(5))
        let interval: RxTimeInterval = .seconds(1)
        expectEqual(interval, DispatchTimeInterval.seconds(1))
        var visited: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { state, recurse in
            visited.append(state)
            if state < 2 { recurse(state + 1) }
        }
        expectEqual(visited, [0, 1, 2])
        expectTrue(CurrentThreadScheduler.isScheduleRequired)
    }

    @Test("MainScheduler.instance and asyncInstance; dispatch queue schedulers")
    func dispatchSchedulers() {
        let main: MainScheduler = MainScheduler.instance
        let async: SerialDispatchQueueScheduler = MainScheduler.asyncInstance
        _ = (main, async)
        _ = SerialDispatchQueueScheduler(internalSerialQueueName: "serial")
        _ = SerialDispatchQueueScheduler(qos: .userInitiated)
        _ = SerialDispatchQueueScheduler(queue: DispatchQueue.global(), internalSerialQueueName: "target")
        _ = ConcurrentDispatchQueueScheduler(qos: .background)
        _ = ConcurrentDispatchQueueScheduler(queue: DispatchQueue.global(), leeway: .milliseconds(1))
        let done = DispatchSemaphore(value: 0)
        var value = 0
        _ = SerialDispatchQueueScheduler(internalSerialQueueName: "work").schedule(5) { state in
            value = state
            done.signal()
            return Disposables.create()
        }
        done.wait()
        expectEqual(value, 5)
    }

    @Test("HistoricalScheduler: initialClock, clock, start, stop, advanceTo, sleep, scheduleAbsoluteVirtual, scheduleRelative")
    func historicalScheduler() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        expectEqual(scheduler.clock, start)
        expectEqual(scheduler.now, start)
        var log: [String] = []
        let stamp: (String) -> Disposable = { name in
            log.append("\(name)@\(scheduler.clock.timeIntervalSince(start))")
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual("absolute", time: start.addingTimeInterval(10), action: stamp)
        _ = scheduler.scheduleRelative("relative", dueTime: .seconds(5), action: stamp)
        _ = scheduler.scheduleRelativeVirtual("virtual", dueTime: 20, action: stamp)
        _ = scheduler.schedule("now", action: stamp)
        scheduler.advanceTo(start.addingTimeInterval(12))
        expectEqual(log, ["now@0.0", "relative@5.0", "absolute@10.0"])
        expectEqual(scheduler.clock, start.addingTimeInterval(12))
        scheduler.sleep(3)
        expectEqual(scheduler.clock, start.addingTimeInterval(15))
        scheduler.start()
        expectEqual(log.last, "virtual@20.0")
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            scheduler.stop()
            log.append("stop")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative("after stop", dueTime: .seconds(2), action: stamp)
        scheduler.start()
        expectEqual(log.last, "stop")
        scheduler.start()
        expectEqual(log.last, "after stop@22.0")
        _ = HistoricalScheduler()
        expectEqual(HistoricalScheduler().clock, Date(timeIntervalSince1970: 0))
    }

    @Test("VirtualTimeScheduler with a custom converter")
    func virtualTimeScheduler() {
        struct TickConverter: VirtualTimeConverterType {
            typealias VirtualTimeUnit = Int
            typealias VirtualTimeIntervalUnit = Int
            func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime)) }
            func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970.rounded()) }
            func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) }
            func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }
            func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
            func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
                lhs < rhs ? .lessThan : (lhs == rhs ? .equal : .greaterThan)
            }
        }
        final class TickScheduler: VirtualTimeScheduler<TickConverter> {
            init() { super.init(initialClock: 0, converter: TickConverter()) }
        }
        let scheduler = TickScheduler()
        var seen: [Int] = []
        _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(3)
            .subscribe(onNext: { _ in seen.append(scheduler.clock) })
        scheduler.start()
        expectEqual(seen, [10, 20, 30])
        let clock: TickScheduler.VirtualTime = scheduler.clock
        expectEqual(clock, 30)
    }
}
