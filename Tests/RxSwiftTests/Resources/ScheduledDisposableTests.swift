import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("ScheduledDisposable")
struct ScheduledDisposableTests {
    @Test("disposes the wrapped disposable when the scheduler runs, once")
    func onScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let scheduled = ScheduledDisposable(
            scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        scheduler.scheduleAt(100) {
            scheduled.dispose()
            expectTrue(!scheduled.isDisposed)
        }
        scheduler.scheduleAt(200) { scheduled.dispose() }
        scheduler.start()
        expectEqual(disposedAt, [101])
        expectTrue(scheduled.isDisposed)
    }
}
