import PlaygroundRandom
import TestSupport
import Testing

/// Each test seeds in a process of its own (an exit test): the seed is one for the whole process.
@Suite("seeded random numbers")
struct SeededRandomTests {
    static let program = #"""
        #if canImport(Glibc)
        import Glibc
        #endif

        @_cdecl("learner_main")
        public func learnerMain() {
            var generator = SystemRandomNumberGenerator()
            print(
                Int.random(in: 0..<1_000), Bool.random(), Double.random(in: 0..<1), (1...9).shuffled(),
                ["🐱", "🐶", "🐭"].randomElement() ?? "", arc4random_uniform(100), generator.next() as UInt64)
        }
        """#

    @Test("a library loaded with dlopen draws the same numbers in every run with the same seed")
    func sameSeedSameNumbers() async {
        guard let library = LearnerLibrary.compile(Self.program, module: "RandomLearner") else { return }
        defer { LearnerLibrary.remove(library) }
        var outputs: [String] = []
        for seed in [42, 42, 7] as [UInt64] {
            let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
                [library = library as String, seed = seed as UInt64] in
                playground_random_seed(seed)
                LearnerLibrary.call("learner_main", in: library)
            }
            outputs.append(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self))
        }
        expectTrue(!outputs[0].isEmpty)
        expectEqual(outputs[0], outputs[1])
        expectTrue(outputs[0] != outputs[2], "seeds 42 and 7 drew the same numbers: \(outputs[0])")
    }

    @Test("seeding again restarts the sequence; unseeded numbers are the system's")
    func reseedAndUnseed() async {
        await #expect(processExitsWith: .success) {
            playground_random_seed(1)
            let first = (0..<8).map { _ in Int.random(in: 0..<1_000_000) }
            playground_random_seed(1)
            expectEqual((0..<8).map { _ in Int.random(in: 0..<1_000_000) }, first)
            expectTrue(playground_random_is_seeded())
            playground_random_unseed()
            expectTrue(!playground_random_is_seeded())
            let system = (0..<8).map { _ in Int.random(in: 0..<1_000_000) }
            expectTrue(system != first)
        }
    }
}
