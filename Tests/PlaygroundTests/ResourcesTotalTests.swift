import Compiling
import Foundation
import Playground
import TestSupport
import Testing

/// `Resources.total` reads what RxSwift's debug build (`TRACE_RESOURCES`, as Rx.playground builds
/// it) reads after the same steps: its locks, its delivery trackers, its observers and its
/// disposables are counted, the playground's watching is not. The figures in
/// `ResourcesTotal/counts.rxswift-6.10.2.txt` were printed by RxSwift 6.10.2 for `counts.swift`.
@Suite("Resources.total counts what RxSwift counts")
struct ResourcesTotalTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("ResourcesTotal")

    @Test("a program prints RxSwift's figures after every step (debug's timestamped lines aside)")
    func program() throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("counts.swift"), encoding: .utf8)
        let facts = try String(
            contentsOf: Self.directory.appendingPathComponent("counts.rxswift-6.10.2.txt"), encoding: .utf8)
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let reply = session.runProgram(text, fileName: "counts.swift", timeLimit: 10_000_000_000)
        let printed = reply.output.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(" -> ") }.joined(separator: "\n")
        expectEqual(printed, facts)
    }

    @Test("typed at the prompt, where every subscription is watched for the timeline, the figures are the same")
    func typed() throws {
        let console = CompiledConsole(session: try CompiledSession(toolchain: Toolchain.locate().get()))
        var figures: [String] = []
        for line in [
            "Resources.total",
            "let bag = DisposeBag()", "Resources.total",
            "let subject = BehaviorSubject(value: \"x\")", "Resources.total",
            "let first = subject.subscribe(onNext: { _ in })", "Resources.total",
            "let second = subject.map { $0 + \"!\" }.subscribe(onNext: { _ in })", "Resources.total",
            "first.dispose()", "Resources.total",
            "second.dispose()", "Resources.total",
            "_ = Observable<Int>.error(RxError.unknown).subscribe()", "Resources.total",
        ] {
            let reply = console.submit(line, moreInputWaiting: false)
            if line == "Resources.total" { figures.append(reply.output) }
        }
        // The same steps as the program's (bag, subject, subscribe(onNext:), map subscribed, the
        // disposals, the lock made at the first unhandled error).
        expectEqual(
            figures,
            ["0", "2", "6", "9", "14", "12", "8", "9"].map { "Int32 = \($0)\n" })
    }
}
