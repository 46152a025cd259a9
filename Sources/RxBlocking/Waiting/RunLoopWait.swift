import CoreFoundation
import Foundation
import RxSwift
import Synchronization

/// Waiting in real time: the current thread runs its run loop until stopped, so work for that
/// thread (the main queue's, when it is the main thread) keeps running meanwhile, as in RxBlocking.
final class RunLoopWait: BlockingWait {
    private let runLoop: CFRunLoop = CFRunLoopGetCurrent()
    private let timeout: TimeInterval?
    private let started = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)

    init(timeout: TimeInterval?) {
        self.timeout = timeout
    }

    func start(_ subscribe: @escaping () -> Void) {
        perform {
            // Subscribing as scheduled work, as a subscription outside any does.
            if CurrentThreadScheduler.isScheduleRequired {
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    subscribe()
                    return Disposables.create()
                }
            } else {
                subscribe()
            }
        }
    }

    func stop() {
        guard !stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let runLoop = self.runLoop
        perform { CFRunLoopStop(runLoop) }
    }

    func run() throws {
        precondition(!started.exchange(true, ordering: .acquiringAndReleasing), "Run can be only called once")
        guard let timeout else {
            CFRunLoopRun()
            return
        }
        if CFRunLoopRunInMode(kCFRunLoopDefaultMode, timeout, false) == .timedOut {
            throw RxError.timeout
        }
    }

    /// Runs `block` on the waiting thread's run loop, waking it.
    private func perform(_ block: @escaping () -> Void) {
        CFRunLoopPerformBlock(runLoop, kCFRunLoopDefaultMode, block)
        CFRunLoopWakeUp(runLoop)
    }
}
