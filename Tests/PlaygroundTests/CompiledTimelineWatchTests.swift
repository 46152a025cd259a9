import Compiling
import Foundation
import Marbles
import Playground
import TestSupport
import Testing

/// The compiled path's timeline watches the engine without changing what learner code can
/// observe: a named observable's lanes come from the engine telling the timeline of each event
/// on its way down, never from a subscription of the timeline's own; unnamed chains get no lane.
@Suite("Compiled timeline: watching changes nothing")
struct CompiledTimelineWatchTests {
    @Test("a named observable is subscribed as often with the timeline watching as without")
    func noExtraSubscription() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        for input in [
            "var made = 0",
            "let counted = Observable<Int>.create { o in made += 1; o.onNext(made); return Disposables.create() }",
            "let plus = counted.map { $0 + 100 }",
            "let shared = plus.share(replay: 1)",
            "let p1 = plus.subscribe(); let p2 = plus.subscribe(); let p3 = shared.subscribe(); let p4 = shared.subscribe()",
        ] {
            let reply = session.submit(input)
            expectTrue(!reply.failed, "\(input): \(reply.text)")
        }
        // Watched: two subscriptions to `plus`, one through the share; each reaches `create` once.
        expectEqual(try session.evaluate("made").get(), "Int = 3")
        let names = (session.timeline()?.lanes ?? []).map(\.name)
        expectEqual(names.filter { $0.hasPrefix("plus>") }, ["plus>p1", "plus>p2", "plus>p3"])
        // The same subscriptions with the timeline detached (an unrecorded evaluation).
        let unwatched = try session.evaluate(
            "{ () -> Int in let before = made; _ = plus.subscribe(); _ = plus.subscribe(); "
                + "let again = plus.share(replay: 1); _ = again.subscribe(); _ = again.subscribe(); "
                + "return made - before }()"
        ).get()
        expectEqual(unwatched, "Int = 3")
    }

    @Test("an operator chain no variable holds gets no lane; its subscription does")
    func unnamedChainHasNoLane() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        for input in [
            "let s = PublishSubject<Int>()", "let sub = s.map { $0 * 2 }.filter { $0 > 2 }.subscribe()",
            "_ = s.map { $0 + 1 }.subscribe()", "s.onNext(1)", "s.onNext(2)",
        ] {
            expectTrue(!session.submit(input).failed, "\(input)")
        }
        let lanes = session.timeline()?.lanes ?? []
        expectEqual(lanes.map(\.name), ["s", "sub", "sub1"])
        expectEqual(lanes.map(\.caption), [nil, nil, nil])
        expectEqual(lanes.first { $0.name == "sub" }?.entries.map(\.kind), [.subscribed, .next(TimelineValue("4"))])
    }
}
