import Foundation
import RxCocoa
@_spi(Playground) import RxSwift
import RxRelay
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A subscriber that sends into the subject it listens to: RxSwift delivers the new event at
/// once, nested inside the delivery of the current one, to the subscribers the subject has at
/// that moment; the outer delivery then carries on. A debug build of RxSwift also warns about
/// the reentrancy, which the engine reports through `Hooks.anomalyDetected`: once at each place
/// RxSwift 6.10.2 checks (`SynchronizationTracker`) that is still delivering the previous event
/// (the subject, each operator's sink, a `create` observer, the `subscribe(onNext:…)` observer).
///
/// Serialized because the hook is process-wide; the handler only counts reports made on the
/// test's own thread, so other suites running in parallel cannot disturb the counts.
@Suite("Reentrant emission", .serialized)
struct ReentrancyTests {
    /// Runs `body` with an anomaly handler installed and returns the anomalies reported on this
    /// thread while it ran.
    private func anomalies(during body: () -> Void) -> [Hooks.Anomaly] {
        final class Reports: @unchecked Sendable {
            let lock = NSLock()
            var items: [Hooks.Anomaly] = []
        }
        let reports = Reports()
        let thread = pthread_self()
        let previous = Hooks.anomalyDetected
        Hooks.anomalyDetected = { anomaly in
            guard pthread_equal(pthread_self(), thread) != 0 else { return }
            reports.lock.lock()
            reports.items.append(anomaly)
            reports.lock.unlock()
        }
        body()
        Hooks.anomalyDetected = previous
        return reports.items
    }

    @Test("PublishSubject: the nested event reaches every subscriber before the outer one goes on")
    func publishSubjectNestedOrder() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let reports = anomalies {
            _ = subject.subscribe(onNext: { value in
                log.append("A\(value)")
                if value == 1 { subject.onNext(2) }
            })
            _ = subject.subscribe(onNext: { log.append("B\($0)") })
            subject.onNext(1)
        }
        expectEqual(log, ["A1", "A2", "B2", "B1"])
        // The subject and A's observer are mid-delivery; B's has not started.
        expectEqual(reports, [.reentrancy, .reentrancy])
    }

    @Test("BehaviorSubject: the same nesting, after each subscriber's current value")
    func behaviorSubjectNestedOrder() throws {
        let subject = BehaviorSubject(value: 0)
        var log: [String] = []
        let reports = anomalies {
            _ = subject.subscribe(onNext: { value in
                log.append("A\(value)")
                if value == 1 { subject.onNext(2) }
            })
            _ = subject.subscribe(onNext: { log.append("B\($0)") })
            subject.onNext(1)
        }
        expectEqual(log, ["A0", "B0", "A1", "A2", "B2", "B1"])
        try expectEqual(subject.value(), 2)
        expectEqual(reports, [.reentrancy, .reentrancy])
    }

    @Test("a completion sent from inside onNext reaches the later subscribers first; they then drop the element")
    func nestedCompletion() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            subject.onCompleted()
        }, onCompleted: { log.append("A|") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("B|") })
        subject.onNext(1)
        expectEqual(log, ["A1", "A|", "B|"])
    }

    @Test("take(1) on a subject that emits reentrantly: the nested element is not taken")
    func takeOneReentrant() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.take(1).subscribe(onNext: { value in
            log.append("A\(value)")
            subject.onNext(value + 1)
        }, onCompleted: { log.append("A|") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        subject.onNext(10)
        expectEqual(log, ["A1", "B2", "A|", "B1", "B10"])
        expectTrue(subject.hasObservers)
    }

    @Test("take(2) on a subject that emits reentrantly completes once, inside the nested delivery")
    func takeTwoReentrant() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.take(2).subscribe(onNext: { value in
            log.append("A\(value)")
            subject.onNext(value + 1)
        }, onCompleted: { log.append("A|") })
        _ = subject.subscribe(onNext: { log.append("B\($0)") })
        subject.onNext(1)
        expectEqual(log, ["A1", "A2", "B3", "A|", "B2", "B1"])
    }

    @Test("reentrancy through an operator chain and into a second subject is reported at every stage it passes")
    func chainedReentrancy() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var log: [String] = []
        let reports = anomalies {
            _ = first.map { $0 * 10 }.bind(to: second)
            _ = second.subscribe(onNext: { value in
                log.append("second \(value)")
                if value < 20 { first.onNext(value / 10 + 1) }
            })
            first.onNext(1)
        }
        expectEqual(log, ["second 10", "second 20"])
        // first, map's sink, second, the onNext observer (`bind(to:)` adds no checked observer).
        expectEqual(reports, Array(repeating: .reentrancy, count: 4))
    }

    @Test("a create observer called from inside its own delivery is reported")
    func createObserverReentrancy() {
        var nested: [String] = []
        var observerRef: AnyObserver<Int>?
        let nestedReports = anomalies {
            _ = Observable<Int>.create { observer in
                observerRef = observer
                observer.onNext(1)
                return Disposables.create()
            }
            .subscribe(onNext: { value in
                nested.append("\(value)")
                if value == 1 { observerRef?.onNext(2) }
            })
        }
        expectEqual(nested, ["1", "2"])
        // The create observer, its sink forwarding, the onNext observer.
        expectEqual(nestedReports, Array(repeating: .reentrancy, count: 3))
    }

    @Test("events sent one after the other are not an anomaly")
    func sequentialIsNotReported() {
        let subject = BehaviorSubject(value: 0)
        let relay = PublishRelay<Int>()
        let reports = anomalies {
            _ = subject.subscribe()
            _ = relay.subscribe()
            for value in 1...3 {
                subject.onNext(value)
                relay.accept(value)
            }
        }
        expectTrue(reports.isEmpty)
    }
}
