import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Recorded and Subscription")
struct RecordedTests {
    @Test("Recorded.events takes the events variadic or as an array")
    func eventsBothForms() {
        let variadic = Recorded.events(.next(210, 2), .next(220, 3), .completed(250))
        let array = Recorded.events([.next(210, 2), .next(220, 3), .completed(250)])
        let annotated: [Recorded<Event<Int>>] = [.next(210, 2), .next(220, 3), .completed(250)]
        expectEqual(variadic, annotated)
        expectEqual(array, annotated)
    }

    @Test("a recorded event prints as value @ time")
    func recordedPrints() {
        let history: [Recorded<Event<Int>>] = [.next(210, 2), .completed(250)]
        expectEqual("\(history)", "[next(2) @ 210, completed @ 250]")
    }

    @Test("recorded events are equal only at the same time")
    func recordedTimeMatters() {
        expectTrue(Recorded<Event<Int>>.next(210, 2) != .next(211, 2))
        expectTrue(Recorded<Event<Int>>.completed(250) == .completed(250))
    }

    @Test("a subscription prints as RxTest prints it, Infinity while never disposed")
    func subscriptionPrints() {
        expectEqual(String(reflecting: Subscription(200, 1000)), "(200: 1000)")
        expectEqual(String(reflecting: Subscription(200)), "(200: Infinity)")
        expectEqual("\([Subscription(200, 1000), Subscription(300)])", "[(200: 1000), (300: Infinity)]")
    }

    @Test("a subscription never disposed ends at Int.max")
    func openSubscription() {
        expectEqual(Subscription(200), Subscription(200, Int.max))
        expectEqual(Set([Subscription(200), Subscription(200, .max)]).count, 1)
    }
}
