import Foundation
import TestSupport
import Testing

/// Each old spelling compiles, with a deprecation warning that names the new spelling: the
/// snippet below, written as the seeds and RxSwift 5 code write it, is type-checked by `swiftc`
/// against the engine's built modules, and the warnings must be exactly the expected ones.
/// (`OldSpellingsTests` checks that the old spellings behave like the new ones.)
@Suite("old spellings warn with the new spelling")
struct OldSpellingWarningsTests {
    /// A line of code and the warning it must get (nil: none).
    private static let lines: [(code: String, warning: String?)] = [
        ("import Foundation", nil),
        ("import RxSwift", nil),
        ("import RxRelay", nil),
        ("import RxCocoa", nil),
        ("enum E: Error { case x }", nil),
        ("let bag = DisposeBag()", nil),
        ("let scheduler = MainScheduler.instance", nil),
        ("let numbers = Observable.of(1, 2)", nil),
        ("let subject = PublishSubject<Int>()", nil),
        (
            "let images = Variable<[Int]>([])",
            "'Variable' is deprecated: use RxRelay's 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', '.accept(…)'"
        ),
        (
            "numbers.subscribe(onNext: { print($0) }).addDisposableTo(bag)",
            "'addDisposableTo' is deprecated: renamed to 'disposed(by:)'"
        ),
        ("_ = numbers.bindTo(subject)", "'bindTo' is deprecated: renamed to 'bind(to:)'"),
        ("_ = numbers.bindNext { print($0) }", "'bindNext' is deprecated: renamed to 'bind(onNext:)'"),
        (
            "_ = numbers.shareReplay(1)",
            "'shareReplay' is deprecated: use 'share(replay:)' (RxSwift 4+); 'share(replay: n, scope: .forever)' keeps shareReplay's buffer"
        ),
        (
            "_ = numbers.shareReplayLatestWhileConnected()",
            "'shareReplayLatestWhileConnected()' is deprecated: use 'share(replay: 1)' (RxSwift 4+)"
        ),
        (
            "_ = numbers.throttle(0.5, latest: false, scheduler: scheduler)",
            "'throttle(_:latest:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: throttle(.milliseconds(500), latest: …, scheduler: …)"
        ),
        (
            "_ = numbers.debounce(2, scheduler: scheduler)",
            "'debounce(_:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: debounce(.milliseconds(500), scheduler: …)"
        ),
        (
            "_ = numbers.delay(1, scheduler: scheduler)",
            "'delay(_:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: delay(.milliseconds(500), scheduler: …)"
        ),
        (
            "_ = numbers.take(1.5, scheduler: scheduler)",
            "'take(_:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: take(for: .milliseconds(500), scheduler: …)"
        ),
        (
            "_ = Observable<Int>.interval(1, scheduler: scheduler)",
            "'interval(_:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: interval(.milliseconds(500), scheduler: …)"
        ),
        (
            "_ = Observable<Int>.timer(1, period: 2, scheduler: scheduler)",
            "'timer(_:period:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: timer(.milliseconds(500), period: …, scheduler: …)"
        ),
        (
            "_ = Single<Int>.timer(1, scheduler: scheduler)",
            "'timer(_:scheduler:)' is deprecated: an RxTimeInterval since RxSwift 5: timer(.milliseconds(500), scheduler: …)"
        ),
        (
            "_ = Single<Int>.create { single in single(.error(E.x)); return Disposables.create() }",
            "'error' is deprecated: a Single's '.error' is now '.failure' (RxSwift 6): single(.failure(error))"
        ),
        (
            "_ = Single.just(1).subscribe(onSuccess: { print($0) }, onError: { print($0) })",
            "'subscribe(onSuccess:onError:onDisposed:)' is deprecated: renamed to 'subscribe(onSuccess:onFailure:onDisposed:)'"
        ),
        (
            "_ = Single.just(1).do(onNext: { print($0) })",
            "'do(onNext:onError:onSubscribe:onSubscribed:onDispose:)' is deprecated: renamed to 'do(onSuccess:onError:onSubscribe:onSubscribed:onDispose:)'"
        ),
        ("_ = numbers.observeOn(scheduler)", "'observeOn' is deprecated: renamed to 'observe(on:)'"),
        (
            "_ = numbers.catchErrorJustReturn(0)",
            "'catchErrorJustReturn' is deprecated: renamed to 'catchAndReturn(_:)'"
        ),
        (
            "let count = Variable(0)",
            "'Variable' is deprecated: use RxRelay's 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', '.accept(…)'"
        ),
        (
            "_ = numbers.bind(to: count)",
            "'bind(to:)' is deprecated: 'Variable' is now 'BehaviorRelay' (RxSwift 6): bind(to:) a BehaviorRelay(value: …)"
        ),
        ("_ = Observable<Int>.timer(.seconds(1), scheduler: scheduler)", nil),
        ("_ = numbers.throttle(.milliseconds(500), scheduler: scheduler).share(replay: 1)", nil),
    ]

    @Test("swiftc -typecheck gives each old spelling its warning, and nothing else")
    func warnings() throws {
        let source = Self.lines.map(\.code).joined(separator: "\n") + "\n"
        let output = try Self.typecheck(source)
        var expected: [String] = []
        for (index, line) in Self.lines.enumerated() {
            if let warning = line.warning { expected.append("\(index + 1): warning: \(warning)") }
        }
        expectEqual(Self.diagnostics(in: output), expected, "\(output)")
    }

    /// The first line of each diagnostic, as `LINE: warning: MESSAGE`.
    private static func diagnostics(in output: String) -> [String] {
        var found: [String] = []
        for line in output.split(separator: "\n") where line.hasPrefix("snippet.swift:") {
            let parts = line.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count == 4 else { continue }
            let message = parts[3].replacingOccurrences(of: " [#DeprecatedDeclaration]", with: "")
            found.append("\(parts[1]):\(message)")
        }
        return found
    }

    /// Type-checks `source` against the modules the test binary was built with.
    private static func typecheck(_ source: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("old-spellings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("snippet.swift"), atomically: true, encoding: .utf8)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = (environment["PATH"].map { $0 + ":" } ?? "") + toolchainBinFolder
        return try ProcessRun(
            URL(fileURLWithPath: "/usr/bin/env"), ["swiftc", "-typecheck", "-I", modulesFolder.path, "snippet.swift"],
            in: folder, environment: environment
        ).output
    }

    /// `.build/<configuration>/Modules`, beside the running test binary.
    private static var modulesFolder: URL {
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: binary).deletingLastPathComponent()
        while !folder.path.hasSuffix("/debug") && !folder.path.hasSuffix("/release") && folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("Modules")
    }

    /// Where to look for `swiftc` after `PATH` (which has the `swift` running the tests).
    private static let toolchainBinFolder = "/opt/swift/usr/bin"
}
