import Foundation
import RxSwift
import Marbles
import RxTest
import TestSupport
import Testing

/// Runs the marble diagrams in the combining operators' doc comments: one column is 10 ticks,
/// column 0 is the subscription at 200, inner sequences are cold and start where they are drawn.
@Suite("Marble diagrams in the doc comments")
struct DocumentedDiagramTests {
    /// The diagram lines of `file`, by label: `/// outer   -a--|` gives `outer` → (column, `-a--|`).
    private static func diagram(in file: String) throws -> [String: (column: Int, marble: String)] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RxSwift/Observables/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [String: (Int, String)] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("/// "), trimmed.contains("|") else { continue }
            let body = String(trimmed.dropFirst(4))
            guard let gap = body.range(of: "  ") else { continue }
            let label = String(body[..<gap.lowerBound])
            guard let start = body[gap.upperBound...].firstIndex(where: { $0 != " " }) else { continue }
            let marble = String(body[start...].prefix { $0 != " " })
            guard marble.hasPrefix("-") else { continue }
            lines[label] = (body.distance(from: body.startIndex, to: start), marble)
        }
        return lines
    }

    /// The events a marble describes; `offset` is the time of its first column.
    private static func events(_ marble: String, offset: TestTime) -> [Recorded<Event<String>>] {
        marble.enumerated().compactMap { column, symbol in
            let time = offset + 10 * column
            switch symbol {
            case "-": return nil
            case "|": return .completed(time)
            case "#": return .error(time, CombiningError.first)
            default: return .next(time, String(symbol))
            }
        }
    }

    private struct Drawn {
        let scheduler = TestScheduler(initialClock: 0)
        let lines: [String: (column: Int, marble: String)]

        func hot(_ label: String) throws -> TestableObservable<String> {
            let line = try #require(lines[label])
            let origin = try #require(lines.values.map(\.column).min())
            return scheduler.createHotObservable(events(line.marble, offset: 200 + 10 * (line.column - origin)))
        }

        func cold(_ label: String) throws -> TestableObservable<String> {
            let line = try #require(lines[label])
            return scheduler.createColdObservable(events(line.marble, offset: 0))
        }

        func expected(_ label: String) throws -> [Recorded<Event<String>>] {
            let line = try #require(lines[label])
            let origin = try #require(lines.values.map(\.column).min())
            return events(line.marble, offset: 200 + 10 * (line.column - origin))
        }
    }

    @Test("merge()")
    func merge() throws {
        let d = Drawn(lines: try Self.diagram(in: "Merge.swift"))
        let inners = ["a": try d.cold("a"), "b": try d.cold("b")]
        let outer = try d.hot("outer").map { inners[$0] ?? d.scheduler.createColdObservable([]) }
        let res = d.scheduler.start { outer.merge() }
        expectEqual(res.events, (try d.expected("merge()")))
    }

    @Test("flatMapFirst")
    func flatMapFirst() throws {
        let d = Drawn(lines: try Self.diagram(in: "FlatMap.swift"))
        let outer = try d.hot("outer")
        let res = d.scheduler.start { outer.flatMapFirst { _ in try d.cold("each inner") } }
        expectEqual(res.events, (try d.expected("flatMapFirst")))
    }

    @Test("concatMap")
    func concatMap() throws {
        let d = Drawn(lines: try Self.diagram(in: "MergeLimited.swift"))
        let outer = try d.hot("outer")
        let res = d.scheduler.start { outer.concatMap { _ in try d.cold("each inner") } }
        expectEqual(res.events, (try d.expected("concatMap")))
    }

    @Test("flatMapLatest")
    func flatMapLatest() throws {
        let d = Drawn(lines: try Self.diagram(in: "SwitchLatest.swift"))
        let outer = try d.hot("outer")
        let res = d.scheduler.start { outer.flatMapLatest { _ in try d.cold("each inner") } }
        expectEqual(res.events, (try d.expected("flatMapLatest")))
    }

    @Test("amb")
    func amb() throws {
        let d = Drawn(lines: try Self.diagram(in: "Amb.swift"))
        let left = try d.hot("left")
        let right = try d.hot("right")
        let res = d.scheduler.start { left.amb(right) }
        expectEqual(res.events, (try d.expected("amb")))
    }
}
