import TestSupport
import Testing

/// `debug()` without an identifier names its call site as RxSwift does, `#file:#line (#function)`:
/// the learner's code is a `main.swift` in module `main`, and the line is the one `debug` is written
/// on, also in a chain written across lines (issue #14).
@Suite struct DebugIdentifierTests {
    static func identifiers(_ source: String) -> [String] {
        turns(source).split(separator: "\n").compactMap { line in
            guard let arrow = line.range(of: " -> subscribed") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 25)..<arrow.lowerBound])
        }
    }

    @Test func theCallSitesFileLineAndFunction() {
        expectEqual(Self.identifiers("""
            func example(_ title: String, count: Int) {
                _ = Observable.just(count).debug().subscribe()
                let later = { _ = Observable.just(1).debug().subscribe() }
                later()
            }
            example("a", count: 1)
            _ = Observable.just(2).debug().subscribe()
            class Screen {
                init() { _ = Observable.just(3).debug().subscribe() }
                func load() { _ = Observable.just(4).debug().subscribe() }
                deinit { _ = Observable.just(5).debug().subscribe() }
            }
            Screen().load()
            _ = Observable.just(6).debug("named").subscribe()
            _ = Observable.just(7)
                .map { $0 }
                .debug()
                .subscribe()
            """), [
            "main.swift:2 (example(_:count:))", "main.swift:3 (example(_:count:))", "main.swift:7 (main)",
            "main.swift:9 (init())", "main.swift:10 (load())", "main.swift:11 (deinit)", "named",
            "main.swift:17 (main)",
        ])
    }
}
