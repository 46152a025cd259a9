@testable import Playground
import TestSupport
import Testing

// Two sessions in one process share nothing: variables, subjects, subscriptions, the clock,
// the timeline, the screen and the names of disposed subjects are each session's own.

@Test func twoSessionsSideBySideNeverSeeEachOthersState() {
    let first = makeConsole()
    let second = makeConsole()
    _ = first.submit("let subject = PublishSubject<String>()")
    _ = second.submit("let subject = PublishSubject<Int>()")
    _ = first.submit("let sub = subject.subscribe(onNext: { print(\"first got\", $0) })")
    expectEqual(second.submit("subject.onNext(1)").output, "")
    expectEqual(first.submit("subject.onNext(\"a\")").output, "first got a\n")
    expectTrue(second.submit("print(sub)").output.contains("cannot find 'sub' in scope"))
    _ = second.submit(":wait 2s")
    expectEqual(first.milliseconds, 300)
    // The input that did not compile ran nothing and moved no time.
    expectEqual(second.milliseconds, 2200)
    expectEqual(first.laneNames, ["subject", "sub"])
    expectEqual(second.laneNames, ["subject"])
}

@Test func disposedSubjectsAreNamedByTheirOwnSession() {
    let first = makeConsole()
    let second = makeConsole()
    _ = first.submit("let s = PublishSubject<Int>(); s.dispose()")
    _ = second.submit("let s = PublishSubject<String>(); s.dispose()")
    let firstText = first.submit("_ = s.subscribe(onError: { print($0) })").output
    let secondText = second.submit("_ = s.subscribe(onError: { print($0) })").output
    expectEqual(firstText, "Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.\n")
    expectEqual(secondText, "Object `RxSwift.PublishSubject<Swift.String>` was already disposed.\n")
}
