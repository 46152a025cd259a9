import Marbles
import RxSwift
import TestSupport
import Testing

private struct TestError: Error, CustomStringConvertible {
    var description: String { "test error" }
}

private let ints = ["1": 1, "2": 2, "3": 3, "4": 4]

/// RxSwift's operators checked in marble form: `-1-2-|` mapped by `* 2` is `-a-b-|` with a = 2,
/// b = 4, and the source's subscription is `^----!`.
@Suite("Operators in marbles")
struct OperatorMarbleTests {
    static let cases: [(String, () throws -> MarbleComparison)] = [
        // MARK: map
        ("map doubles", {
            try MarbleTest.expect(.cold("-1-2-3-|", values: ints), through: { $0.map { $0 * 2 } },
                toBe: "-a-b-c-|", values: ["a": 2, "b": 4, "c": 6], subscriptions: "^------!")
        }),
        ("map passes an error", {
            try MarbleTest.expect(.cold("-1-#", values: ints, error: TestError()), through: { $0.map { $0 * 2 } },
                toBe: "-a-#", values: ["a": 2], error: TestError(), subscriptions: "^--!")
        }),
        ("map of empty", {
            try MarbleTest.expect(.cold("---|", values: ints), through: { $0.map { $0 * 2 } }, toBe: "---|", subscriptions: "^--!")
        }),
        ("map of never stays subscribed", {
            try MarbleTest.expect(.cold("----", values: ints), through: { $0.map { $0 * 2 } }, toBe: "", subscriptions: "^")
        }),
        ("map with a throwing transform fails at that element", {
            try MarbleTest.expect(.cold("-1-2-3|", values: ints),
                through: { $0.map { value -> Int in if value == 2 { throw TestError() }; return value } },
                toBe: "-a-#", values: ["a": 1], error: TestError(), subscriptions: "^--!")
        }),
        ("map of a hot source from its subscription point", {
            try MarbleTest.expect(.hot("-1-^-2-|", values: ints), through: { $0.map { $0 * 10 } },
                toBe: "--a-|", values: ["a": 20], subscriptions: "^---!")
        }),
        ("map disposed early", {
            try MarbleTest.expect(.cold("-1-2-3-|", values: ints), through: { $0.map { $0 * 2 } },
                subscription: "^--!", toBe: "-a", values: ["a": 2], subscriptions: "^--!")
        }),
        ("map to text", {
            try MarbleTest.expect(.cold("-🐶-🐱-|"), through: { $0.map { $0 + "!" } },
                toBe: "-a-b-|", values: ["a": "🐶!", "b": "🐱!"], subscriptions: "^----!")
        }),
        ("map keeps time progression", {
            try MarbleTest.expect(.cold("-a 10ms b|"), through: { $0.map { $0.uppercased() } },
                toBe: "-A 10ms B|", subscriptions: "^ 12ms !")
        }),
        ("map keeps groups", {
            try MarbleTest.expect(.cold("-(ab)-c|"), through: { $0.map { $0.uppercased() } },
                toBe: "-(AB)-C|", subscriptions: "^------!")
        }),
        // MARK: filter
        ("filter keeps even numbers", {
            try MarbleTest.expect(.cold("-1-2-3-4-|", values: ints), through: { $0.filter { $0 % 2 == 0 } },
                toBe: "---a---b-|", values: ["a": 2, "b": 4], subscriptions: "^--------!")
        }),
        ("filter dropping everything still completes", {
            try MarbleTest.expect(.cold("-1-3-|", values: ints), through: { $0.filter { $0 % 2 == 0 } },
                toBe: "-----|", subscriptions: "^----!")
        }),
        ("filter with a throwing predicate", {
            try MarbleTest.expect(.cold("-1-2-|", values: ints),
                through: { $0.filter { value in if value == 2 { throw TestError() }; return true } },
                toBe: "-a-#", values: ["a": 1], error: TestError(), subscriptions: "^--!")
        }),
        ("filter passes an error", {
            try MarbleTest.expect(.cold("-1-2#", values: ints, error: TestError()), through: { $0.filter { $0 % 2 == 0 } },
                toBe: "---a#", values: ["a": 2], error: TestError(), subscriptions: "^---!")
        }),
        ("filter of never", {
            try MarbleTest.expect(.cold("-1-3--", values: ints), through: { $0.filter { $0 % 2 == 0 } },
                toBe: "------", subscriptions: "^")
        }),
        ("filter disposed early", {
            try MarbleTest.expect(.hot("^-1-2-3-4-|", values: ints), through: { $0.filter { $0 % 2 == 0 } },
                subscription: "^----!", toBe: "----a", values: ["a": 2], subscriptions: "^----!")
        }),
        ("filter of empty", {
            try MarbleTest.expect(.cold("|", values: ints), through: { $0.filter { _ in true } }, toBe: "|", subscriptions: "(^!)")
        }),
        // MARK: do
        ("do passes events through", {
            try MarbleTest.expect(.cold("-a-b-|"), through: { $0.do(onNext: { _ in }) }, toBe: "-a-b-|", subscriptions: "^----!")
        }),
        ("do with a throwing onNext fails", {
            try MarbleTest.expect(.cold("-a-b-|"), through: { $0.do(onNext: { if $0 == "b" { throw TestError() } }) },
                toBe: "-a-#", error: TestError(), subscriptions: "^--!")
        }),
        ("do with a throwing onCompleted fails", {
            try MarbleTest.expect(.cold("-a-|"), through: { $0.do(onCompleted: { throw TestError() }) },
                toBe: "-a-#", error: TestError(), subscriptions: "^--!")
        }),
        ("do passes an error to onError and on", {
            try MarbleTest.expect(.cold("-a-#", error: TestError()), through: { $0.do(onError: { _ in }) },
                toBe: "-a-#", error: TestError(), subscriptions: "^--!")
        }),
        ("do disposed early", {
            try MarbleTest.expect(.cold("-a-b-c|"), through: { $0.do(onDispose: {}) },
                subscription: "^--!", toBe: "-a-", subscriptions: "^--!")
        }),
        // MARK: withLatestFrom
        ("withLatestFrom combines with the latest of the second", {
            try MarbleTest.expect(.hot("--a--b--c-|"), .hot("-1--2-------|"),
                through: { $0.withLatestFrom($1) { $0 + $1 } },
                toBe: "--x--y--z-|", values: ["x": "a1", "y": "b2", "z": "c2"],
                subscriptions: ("^---------!", "^---------!"))
        }),
        ("withLatestFrom drops elements before the second has one", {
            try MarbleTest.expect(.hot("-a--b-|"), .hot("--1---"), through: { $0.withLatestFrom($1) { $0 + $1 } },
                toBe: "----x-|", values: ["x": "b1"], subscriptions: ("^-----!", "^-----!"))
        }),
        ("withLatestFrom goes on after the second completes", {
            try MarbleTest.expect(.hot("--a--b|"), .hot("-1|"), through: { $0.withLatestFrom($1) { $0 + $1 } },
                toBe: "--x--y|", values: ["x": "a1", "y": "b1"], subscriptions: ("^-----!", "^-!"))
        }),
        ("withLatestFrom fails when the second fails", {
            try MarbleTest.expect(.hot("--a--b|"), .hot("-1--#", error: TestError()),
                through: { $0.withLatestFrom($1) { $0 + $1 } },
                toBe: "--x-#", values: ["x": "a1"], error: TestError(), subscriptions: ("^---!", "^---!"))
        }),
        ("withLatestFrom fails when the first fails", {
            try MarbleTest.expect(.hot("--#", error: TestError()), .hot("-1----"), through: { $0.withLatestFrom($1) },
                toBe: "--#", error: TestError(), subscriptions: ("^-!", "^-!"))
        }),
        ("withLatestFrom without a selector sends the second's element", {
            try MarbleTest.expect(.hot("--a--b|"), .hot("-1--2--"), through: { $0.withLatestFrom($1) },
                toBe: "--1--2|", subscriptions: ("^-----!", "^-----!"))
        }),
        ("withLatestFrom with a throwing selector", {
            try MarbleTest.expect(.hot("--a--b|"), .hot("-1-----"),
                through: { $0.withLatestFrom($1) { first, _ -> String in if first == "b" { throw TestError() }; return first } },
                toBe: "--a--#", error: TestError(), subscriptions: ("^----!", "^----!"))
        }),
        ("withLatestFrom of a source with itself", {
            let scheduler = MarbleTest.makeScheduler()
            let xs = try scheduler.createHotObservable("-a-b-|")
            return try scheduler.expectMarbles(
                xs.withLatestFrom(xs), toBe: "-a-b-|", subscriptions: [.subscriptions(of: xs, "^----!", "^----!")])
        }),
        ("withLatestFrom disposed early", {
            try MarbleTest.expect(.hot("--a--b--c-|"), .hot("-1--------"), through: { $0.withLatestFrom($1) },
                subscription: "^---!", toBe: "--1", subscriptions: ("^---!", "^---!"))
        }),
        // MARK: traits
        ("asSingle sends its element at completion", {
            try MarbleTest.expect(.cold("-a-|"), through: { $0.asSingle().asObservable() },
                toBe: "---(a|)", subscriptions: "^--!")
        }),
        ("asSingle fails on a second element", {
            try MarbleTest.expect(.cold("-a-b-|"), through: { $0.asSingle().asObservable() },
                toBe: "---#", error: RxError.moreThanOneElement, subscriptions: "^--!")
        }),
        ("asSingle fails when empty", {
            try MarbleTest.expect(.cold("---|"), through: { $0.asSingle().asObservable() },
                toBe: "---#", error: RxError.noElements, subscriptions: "^--!")
        }),
        ("asSingle passes an error", {
            try MarbleTest.expect(.cold("-a-#", error: TestError()), through: { $0.asSingle().asObservable() },
                toBe: "---#", error: TestError(), subscriptions: "^--!")
        }),
        ("asMaybe of empty completes", {
            try MarbleTest.expect(.cold("---|"), through: { $0.asMaybe().asObservable() }, toBe: "---|", subscriptions: "^--!")
        }),
        ("asMaybe sends its element at completion", {
            try MarbleTest.expect(.cold("-a-|"), through: { $0.asMaybe().asObservable() }, toBe: "---(a|)", subscriptions: "^--!")
        }),
        ("asMaybe fails on a second element", {
            try MarbleTest.expect(.cold("-a-b|"), through: { $0.asMaybe().asObservable() },
                toBe: "---#", error: RxError.moreThanOneElement, subscriptions: "^--!")
        }),
        ("first takes the first element and unsubscribes", {
            try MarbleTest.expect(.cold("-a-b-|"), through: { $0.first().asObservable() },
                toBe: "-(x|)", values: ["x": "a"], subscriptions: "^!")
        }),
        ("first of empty is nil", {
            try MarbleTest.expect(.cold("---|"), through: { $0.first().asObservable() },
                toBe: "---(x|)", values: ["x": nil], subscriptions: "^--!")
        }),
        ("ignoreElements keeps only the end", {
            try MarbleTest.expect(.cold("-a-b-|"), through: { $0.ignoreElements() }, toBe: "-----|", subscriptions: "^----!")
        }),
        ("ignoreElements passes an error", {
            try MarbleTest.expect(.cold("-a-#", error: TestError()), through: { $0.ignoreElements() },
                toBe: "---#", error: TestError(), subscriptions: "^--!")
        }),
        // MARK: chains
        ("map then filter", {
            try MarbleTest.expect(.cold("-1-2-3-4|", values: ints), through: { $0.map { $0 * 3 }.filter { $0 % 2 == 0 } },
                toBe: "---a---b|", values: ["a": 6, "b": 12], subscriptions: "^-------!")
        }),
    ]

    @Test("operator case matches its marbles", arguments: cases.map(\.0))
    func operatorCase(name: String) throws {
        let run = try #require(Self.cases.first { $0.0 == name }?.1)
        let result = try run()
        expectTrue(result.isMatch, "\(result.report)")
    }

    @Test("there are at least 40 cases, with unique names")
    func caseCount() {
        expectTrue(Self.cases.count >= 40)
        expectEqual(Set(Self.cases.map(\.0)).count, Self.cases.count)
    }
}
