import Foundation
import Interpreter
import TestSupport
import Testing

/// Feeds generated and mutated inputs (from `FuzzCorpus`, with a fixed seed) to interpreters:
/// none may crash or hang. The suite runs `FUZZ_COUNT` inputs (default 1,500); the full run
/// is `FUZZ_COUNT=100000 swift test --filter fuzz`. The inputs are generated in one order and
/// shared among `FUZZ_SHARDS` test cases (default 2, one per core), case `i` running the inputs
/// whose index is `i` modulo the number of shards, so the cases run side by side.
@Test(arguments: FuzzShards.all) func fuzzNeverCrashesOrHangs(shard: Int) {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["FUZZ_COUNT"].flatMap(Int.init) ?? 1_500
    let shards = FuzzShards.all.count
    var random = Builtins.SeededGenerator(state: 0xF022_2026)
    var configuration = InterpreterConfiguration(stepBudget: 20_000, recursionLimit: 200)
    configuration.memoryBudget = 64 << 20
    var interpreter = makeInterpreter(configuration: configuration)
    var slowest = 0.0
    var ran = 0
    for index in 0..<count {
        let input = FuzzInput.make(&random)
        guard index % shards == shard else { continue }
        if ran % 500 == 0 { interpreter = makeInterpreter(configuration: configuration) }
        ran += 1
        if let trace = environment["FUZZ_TRACE"] {
            try? "\(index)\n\(input)".write(toFile: "\(trace).\(shard)", atomically: false, encoding: .utf8)
        }
        let start = Date()
        let result = interpreter.run(input)
        _ = result.transcript
        _ = interpreter.isComplete(input)
        if index % 50 == 0 { _ = interpreter.completions(for: input) }
        let elapsed = Date().timeIntervalSince(start)
        slowest = max(slowest, elapsed)
        // Generous: the suite runs in parallel on 2 cores; a hang would be unbounded.
        expectTrue(elapsed < 30, "input \(index) took \(elapsed)s:\n\(input)")
    }
    expectEqual(ran, (count - shard + shards - 1) / shards)
    print("fuzz: shard \(shard) of \(shards) ran \(ran) of \(count) inputs, slowest \(Int(slowest * 1000)) ms")
}

/// How many test cases share the fuzz inputs: `FUZZ_SHARDS`, default 2.
enum FuzzShards {
    static let all = Array(0..<max(1, ProcessInfo.processInfo.environment["FUZZ_SHARDS"].flatMap(Int.init) ?? 2))
}

/// Ways of making an input: a corpus entry mutated a few times, two spliced, or a generated
/// expression.
enum FuzzInput {
    static func make(_ random: inout Builtins.SeededGenerator) -> String {
        switch random.below(12) {
        case 0: return generated(&random, depth: 0)
        case 1: return random.pick(FuzzCorpus.entries) + "\n" + random.pick(FuzzCorpus.entries)
        case 10, 11: return FuzzHazards.make(&random)
        default:
            var text = random.pick(FuzzCorpus.entries)
            for _ in 0..<(1 + random.below(3)) { text = mutate(text, &random) }
            return text
        }
    }

    static func mutate(_ text: String, _ random: inout Builtins.SeededGenerator) -> String {
        var characters = Array(text)
        guard !characters.isEmpty else { return random.pick(FuzzCorpus.tokens) }
        let position = random.below(characters.count + 1)
        switch random.below(7) {
        case 0:
            let length = min(random.below(6) + 1, characters.count - min(position, characters.count))
            characters.removeSubrange(min(position, characters.count)..<min(position, characters.count) + length)
        case 1:
            characters.insert(contentsOf: random.pick(FuzzCorpus.tokens), at: position)
        case 2:
            let start = random.below(characters.count)
            let end = min(characters.count, start + random.below(20) + 1)
            characters.insert(contentsOf: characters[start..<end], at: position)
        case 3:
            if position < characters.count {
                characters[position] = Character(UnicodeScalar(UInt8(32 + random.below(95))))
            }
        case 4:
            characters = Array(characters.prefix(position))
        case 5:
            var lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1 { lines.swapAt(random.below(lines.count), random.below(lines.count)) }
            characters = Array(lines.joined(separator: "\n"))
        default:
            let other = Array(random.pick(FuzzCorpus.entries))
            let cut = random.below(other.count + 1)
            characters = Array(characters.prefix(position)) + Array(other.suffix(from: cut))
        }
        return String(characters)
    }

    static func generated(_ random: inout Builtins.SeededGenerator, depth: Int) -> String {
        if depth > 4 || random.below(3) == 0 {
            return random.pick(["1", "0", "-7", "2.5", "\"s\"", "true", "nil", "[1, 2]", "x", "$0", "(1, 2)", "Int.max",
                                "[\"a\": 1]", "\"🐶\"", "PublishSubject<Int>()"])
        }
        let a = generated(&random, depth: depth + 1)
        let b = generated(&random, depth: depth + 1)
        switch random.below(10) {
        case 0: return "(\(a) \(random.pick(["+", "-", "*", "/", "%", "==", "<", "&&", "??", "...", "..<"])) \(b))"
        case 1: return "[\(a), \(b)]"
        case 2: return "{ \(a) }(\(b))"
        case 3: return "\(a).\(random.pick(["count", "first", "map { $0 }", "description", "subscribe()", "onNext(1)", "isEmpty"]))"
        case 4: return "print(\(a), \(b))"
        case 5: return "let x = \(a)\n\(b)"
        case 6: return "if \(a) { \(b) } else { \(a) }"
        case 7: return "for x in \(a) { print(x) }"
        case 8: return "Observable.of(\(a), \(b)).subscribe { print($0) }"
        default: return "\(a)!"
        }
    }
}
