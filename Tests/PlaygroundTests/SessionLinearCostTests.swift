import Foundation
import Playground
import TestSupport
import Testing

/// In a session, whose timeline records every subscription, many subscriptions made in one
/// input cost time linear in their number (issue #15: 100,000 took 5 s and 300,000 took 41 s,
/// a linear search per subscription). Four times as many must take under ten times as long.
@Suite struct SessionLinearCostTests {
    private func seconds(subscriptions count: Int) -> Double {
        let session = makeConsole()
        _ = session.submit("let subject = PublishSubject<Int>()")
        let start = Date()
        let reply = session.submit("for _ in 0..<\(count) { _ = subject.subscribe(onNext: { _ in }) }")
        let elapsed = Date().timeIntervalSince(start)
        expectTrue(!reply.failed, "\(reply.output)")
        return elapsed
    }

    @Test func manySubscriptionsInOneInputAreLinear() {
        let small = seconds(subscriptions: 10_000)
        let large = seconds(subscriptions: 40_000)
        expectTrue(large < max(small, 0.05) * 10, "10,000: \(small) s, 40,000: \(large) s")
    }
}
