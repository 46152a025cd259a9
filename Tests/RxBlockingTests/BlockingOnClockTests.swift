import RxBlocking
import RxSwift
import TestSupport
import Testing
import VirtualClock

// With the playground's clock installed, blocking lets virtual time pass: the work due runs and
// a timeout is virtual time too. Each test runs in a process of its own (an exit test), since the
// installed clock is one for the whole process.

@Suite("toBlocking on the virtual clock")
struct BlockingOnClockTests {
    @Test("toArray on interval(1 s).take(3) on MainScheduler: [0, 1, 2] three virtual seconds later")
    func intervalOnMain() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let values = outcome {
                    try Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3)
                        .toBlocking().toArray()
                }
                expectEqual(values, "[0, 1, 2]")
                expectEqual(clock.now, 3_000_000_000)
            }
        }
    }

    @Test("a timeout is virtual: the clock stands at the deadline when RxError.timeout comes")
    func timeoutIsVirtual() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let slow = Observable<Int>.timer(.seconds(5), scheduler: MainScheduler.instance)
                expectEqual(text(slow.toBlocking(timeout: 2).materialize()), "failed [] Sequence timeout.")
                expectEqual(clock.now, 2_000_000_000)
                let onTime = Observable<Int>.timer(.seconds(1), scheduler: ConcurrentMainScheduler.instance)
                expectEqual(outcome { try onTime.toBlocking(timeout: 1).first() }, "Optional(0)")
                expectEqual(clock.now, 3_000_000_000)
            }
        }
    }

    @Test("first stops the clock at the first element: later work stays scheduled")
    func firstStopsTheClock() async {
        await #expect(processExitsWith: .success) {
            withInstalledClock { clock in
                let scheduler = SerialDispatchQueueScheduler(qos: .default)
                var late = false
                _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
                    late = true
                    return Disposables.create()
                }
                let first = outcome {
                    try Observable<Int>.interval(.milliseconds(300), scheduler: scheduler).toBlocking().first()
                }
                expectEqual(first, "Optional(0)")
                expectEqual(clock.now, 300_000_000)
                expectTrue(!late)
            }
        }
    }

    @Test("waiting with nothing left that could end it stops the program, where a device would hang")
    func waitsForever() async {
        await #expect(processExitsWith: .failure) {
            withInstalledClock { _ in
                _ = try? Observable<Int>.never().toBlocking().first()
            }
        }
    }
}
