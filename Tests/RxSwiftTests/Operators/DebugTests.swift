import Foundation
@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

/// `debug` writes through process-wide hooks, so these tests run one at a time.
@Suite("debug", .serialized)
struct DebugTests {
    /// Runs `body` with `debug` writing to a list and stamping lines with `timestamp`.
    private func capture(timestamp: @escaping () -> String, _ body: () -> Void) -> [String] {
        let savedTimestamp = Hooks.debugTimestamp
        let savedOutput = Hooks.debugOutput
        defer {
            Hooks.debugTimestamp = savedTimestamp
            Hooks.debugOutput = savedOutput
        }
        var lines: [String] = []
        Hooks.debugTimestamp = timestamp
        Hooks.debugOutput = { lines.append($0) }
        body()
        return lines
    }

    @Test("logs subscription, every event and disposal in RxSwift's format")
    func synchronous() {
        var tick = 0
        var seen: [String] = []
        let lines = capture(timestamp: {
            tick += 1; return "t\(tick)"
        }) {
            _ = Observable.of(1, 2).debug("nums").subscribe { seen.append("\($0)") }
        }
        expectEqual(
            lines, [
                "t1: nums -> subscribed",
                "t2: nums -> Event next(1)",
                "t3: nums -> Event next(2)",
                "t4: nums -> Event completed",
                "t5: nums -> isDisposed",
            ])
        expectEqual(seen, ["next(1)", "next(2)", "completed"])
    }

    @Test("passes events through unchanged, in virtual time")
    func virtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(250, TestError.boom)])
        var res: TestableObserver<Int>?
        let lines = capture(timestamp: { "\(scheduler.clock)" }) {
            res = scheduler.start { xs.debug("xs") }
        }
        expectEqual(res?.events, [.next(210, 2), .error(250, TestError.boom)])
        expectEqual(xs.subscriptions, [Subscription(200, 250)])
        expectEqual(
            lines, [
                "200: xs -> subscribed", "210: xs -> Event next(2)", "250: xs -> Event error(boom)",
                "250: xs -> isDisposed",
            ])
    }

    @Test("disposal from outside is logged once")
    func disposedEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
        let lines = capture(timestamp: { "\(scheduler.clock)" }) {
            _ = scheduler.start(disposed: 220) { xs.debug("xs") }
        }
        expectEqual(lines, ["200: xs -> subscribed", "210: xs -> Event next(2)", "220: xs -> isDisposed"])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    @Test("without an identifier, the call site names it")
    func defaultIdentifier() {
        var line: UInt = 0
        let lines = capture(timestamp: { "T" }) {
            line = #line + 1
            _ = Observable.just(1).debug().subscribe()
        }
        expectEqual(lines.first, "T: DebugTests.swift:\(line) (defaultIdentifier()) -> subscribed")
        let custom = Observable.just(1).debug(file: "/a/b/Some.swift", line: 7, function: "f(x:)")
        let customLines = capture(timestamp: { "T" }) { _ = custom.subscribe() }
        expectEqual(customLines.first, "T: Some.swift:7 (f(x:)) -> subscribed")
        let bare = Observable.just(1).debug(file: "Bare.swift", line: 1, function: "g")
        let bareLines = capture(timestamp: { "T" }) { _ = bare.subscribe() }
        expectEqual(bareLines.first, "T: Bare.swift:1 (g) -> subscribed")
    }

    @Test("trimOutput keeps the first and last 20 characters of an event over 40")
    func trimOutput() {
        let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
        let exact = String(repeating: "c", count: 34)
        let lines = capture(timestamp: { "T" }) {
            _ = Observable.of(long, exact).debug("s", trimOutput: true).subscribe()
            _ = Observable.just(long).debug("u").subscribe()
        }
        expectEqual(
            lines, [
                "T: s -> subscribed",
                "T: s -> Event next(aaaaaaaaaaaaaaa...bbbbbbbbbbbbbbbbbbb)",
                "T: s -> Event next(cccccccccccccccccccccccccccccccccc)",
                "T: s -> Event completed",
                "T: s -> isDisposed",
                "T: u -> subscribed",
                "T: u -> Event next(\(long))",
                "T: u -> Event completed",
                "T: u -> isDisposed",
            ])
    }

    @Test("the default timestamp is the wall clock in RxSwift's format")
    func defaultTimestamp() throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        expectEqual(
            Hooks.formatDebugTimestamp(Date(timeIntervalSince1970: 86_400 + 3_723.456), timeZone: utc), "1970-01-02 01:02:03.456")
        let stamp = Hooks.debugTimestamp()
        let format = try Regex(#"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}"#)
        expectTrue(stamp.wholeMatch(of: format) != nil)
    }

    @Test("traits have debug too")
    func traits() {
        let lines = capture(timestamp: { "T" }) {
            _ = Single.just(1).debug("single").subscribe()
            _ = Completable.empty().debug("done").subscribe()
        }
        expectEqual(
            lines, [
                "T: single -> subscribed", "T: single -> Event next(1)", "T: single -> Event completed",
                "T: single -> isDisposed",
                "T: done -> subscribed", "T: done -> Event completed", "T: done -> isDisposed",
            ])
    }
}
