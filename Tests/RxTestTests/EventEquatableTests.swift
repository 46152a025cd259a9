import RxSwift
import RxTest
import TestSupport
import Testing

private struct Failure: Error, CustomStringConvertible {
    let description: String
}

@Suite("Event, MaybeEvent and CompletableEvent are Equatable in RxTest")
struct EventEquatableTests {
    @Test("events compare by kind and element, errors by their text")
    func events() {
        expectEqual(Event.next(1), .next(1))
        expectTrue(Event.next(1) != .next(2))
        expectTrue(Event<Int>.completed != .next(1))
        expectEqual(Event<Int>.error(Failure(description: "boom")), .error(Failure(description: "boom")))
        expectTrue(Event<Int>.error(Failure(description: "boom")) != .error(Failure(description: "bang")))
    }

    @Test("maybe events compare by kind and element, errors by their text")
    func maybeEvents() {
        let history: [MaybeEvent<Int>] = [.success(1), .completed, .error(Failure(description: "boom"))]
        expectEqual(history, [.success(1), .completed, .error(Failure(description: "boom"))])
        expectTrue(MaybeEvent.success(1) != .success(2))
        expectTrue(MaybeEvent<Int>.completed != .success(1))
        expectTrue(MaybeEvent<Int>.error(Failure(description: "boom")) != .error(Failure(description: "bang")))
    }

    @Test("completable events compare by kind, errors by their text")
    func completableEvents() {
        let history: [CompletableEvent] = [.completed, .error(Failure(description: "boom"))]
        expectEqual(history, [.completed, .error(Failure(description: "boom"))])
        expectTrue(CompletableEvent.completed != .error(Failure(description: "boom")))
        expectTrue(CompletableEvent.error(Failure(description: "boom")) != .error(Failure(description: "bang")))
    }
}
