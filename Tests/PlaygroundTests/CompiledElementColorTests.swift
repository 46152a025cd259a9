import Compiling
import Foundation
import Marbles
import Playground
import TestSupport
import Testing

/// An element keeps its color through the operators that carry it: the engine tells which
/// upstream element a downstream one came from, also across scheduled deliveries, and combining
/// operators make a new element. A subject's replay to a new subscriber is marked as such.
@Suite("Compiled timeline: element colors and replays")
struct CompiledElementColorTests {
    private func lanes(_ inputs: [String]) throws -> [Timeline.Lane] {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        for input in inputs {
            let reply = session.submit(input)
            expectTrue(!reply.failed, "\(input): \(reply.text)")
        }
        _ = session.wait(2_000_000_000)
        return session.timeline()?.lanes ?? []
    }

    /// Each element of lane `name` as `value<origin` (`20<2`), `value` when it is its own origin,
    /// with `↺` before a replayed one.
    private func carried(_ lanes: [Timeline.Lane], _ name: String) -> [String] {
        (lanes.first { $0.name == name }?.entries ?? []).compactMap { entry in
            guard case .next(let value) = entry.kind else { return nil }
            return (entry.isReplayed ? "↺" : "") + value.text + (entry.colorKey.map { "<" + $0 } ?? "")
        }
    }

    @Test("map, filter, delay, observe(on:) and throttle carry the element; scan and combineLatest make new ones")
    func carriedThroughOperators() throws {
        let lanes = try lanes([
            "let s = PublishSubject<Int>()",
            "let t = PublishSubject<Int>()",
            "let tens = s.map { $0 * 10 }",
            "let big = tens.filter { $0 > 10 }.subscribe()",
            "let late = tens.delay(.milliseconds(300), scheduler: MainScheduler.instance).subscribe()",
            "let hop = tens.observe(on: MainScheduler.asyncInstance).subscribe()",
            "let calm = tens.throttle(.milliseconds(500), scheduler: MainScheduler.instance).subscribe()",
            "let sums = tens.scan(0, accumulator: +).subscribe()",
            "let both = Observable.combineLatest(tens, t) { $0 + $1 }.subscribe()",
            "t.onNext(5)",
            "s.onNext(1); s.onNext(2); s.onNext(3)",
        ])
        expectEqual(carried(lanes, "big"), ["20<2", "30<3"])
        expectEqual(carried(lanes, "late"), ["10<1", "20<2", "30<3"])
        expectEqual(carried(lanes, "hop"), ["10<1", "20<2", "30<3"])
        // The window's timer was set by 2; the element it lets through at its end is 3.
        expectEqual(carried(lanes, "calm"), ["10<1", "30<3"])
        expectEqual(carried(lanes, "sums"), ["10", "30", "60"])
        expectEqual(carried(lanes, "both"), ["15", "25", "35"])
        expectEqual(carried(lanes, "s"), ["1", "2", "3"])
    }

    @Test("a behavior subject's, a replay subject's and share(replay:)'s stored elements reach a new subscriber marked as replayed")
    func replays() throws {
        let lanes = try lanes([
            "let b = BehaviorSubject(value: 7)",
            "let r = ReplaySubject<Int>.create(bufferSize: 2)",
            "let p = PublishSubject<Int>()",
            "let shared = p.map { $0 + 1 }.share(replay: 1)",
            "let keep = shared.subscribe()",
            "r.onNext(1); r.onNext(2); r.onNext(3); p.onNext(4)",
            "let first = b.subscribe()",
            "b.onNext(8)",
            "let doubled = b.map { $0 * 2 }.subscribe()",
            "let replayed = r.map { $0 * 100 }.subscribe()",
            "let second = shared.subscribe()",
            "r.onNext(9); p.onNext(6)",
        ])
        expectEqual(carried(lanes, "first"), ["↺7", "8"])
        expectEqual(carried(lanes, "doubled"), ["↺16<8"])
        expectEqual(carried(lanes, "replayed"), ["↺200<2", "↺300<3", "900<9"])
        expectEqual(carried(lanes, "keep"), ["5<4", "7<6"])
        expectEqual(carried(lanes, "second"), ["↺5<4", "7<6"])
        // The subjects' own lanes show what they accepted, nothing replayed.
        expectEqual(carried(lanes, "b"), ["7", "8"])
    }
}
