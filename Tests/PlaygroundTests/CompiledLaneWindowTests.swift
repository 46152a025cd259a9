import Compiling
import Marbles
import Playground
import TestSupport
import Testing

/// A runtime lane keeps its most recent 10,000 entries and counts the older ones as dropped,
/// whether they are `Int` elements (kept on an unboxed run of their own) or anything else, in
/// the order they happened.
@Suite("Compiled lane window")
struct CompiledLaneWindowTests {
    @Test("a lane keeps its last 10,000 entries in order, Int elements and stop events alike")
    func lastEntries() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let inputs = [
            "let many = PublishSubject<Int>(); let few = PublishSubject<Int>(); let words = PublishSubject<String>()",
            "let manySub = many.subscribe(onNext: { _ in }); let fewSub = few.subscribe(onNext: { _ in })",
            "let live = PublishSubject<Int>(); let liveSub = live.subscribe(onNext: { _ in })",
            "for i in 0..<20_500 { many.onNext(i) }; many.onCompleted()",
            "for i in 0..<10_500 { few.onNext(i) }; words.onNext(\"a\"); few.onError(RxError.unknown); live.onNext(7); live.onNext(8)",
        ]
        for input in inputs {
            let reply = session.submit(input)
            expectTrue(!reply.failed, "\(input): \(reply.output)")
        }
        let lanes = session.timeline()?.lanes ?? []
        func summary(_ name: String) -> String {
            guard let lane = lanes.first(where: { $0.name == name }) else { return "no lane \(name)" }
            let texts = lane.entries.map { entry -> String in
                switch entry.kind {
                case .next(let value): return value.text
                case .error: return "#"
                case .completed: return "|"
                case .subscribed: return "^"
                case .disposed: return "!"
                }
            }
            let times = Set(lane.entries.map(\.time)).sorted()
            return "\(texts.count) entries, dropped \(lane.droppedCount), first \(texts.first ?? "-"), "
                + "\(texts.dropLast().last ?? "-"), \(texts.last ?? "-") at frames \(times)"
        }
        // `many`: 20,500 elements then completion; its subscription saw `^` first too.
        expectEqual(summary("many"), "10000 entries, dropped 10501, first 10501, 20499, | at frames [3]")
        expectEqual(summary("manySub"), "10000 entries, dropped 10502, first 10501, 20499, | at frames [3]")
        // `few`: 10,500 elements then an error, the older entries and the newest run together.
        expectEqual(summary("few"), "10000 entries, dropped 501, first 501, 10499, # at frames [4]")
        expectEqual(summary("fewSub"), "10000 entries, dropped 502, first 501, 10499, # at frames [4]")
        expectEqual(summary("words"), "1 entries, dropped 0, first a, -, a at frames [4]")
        // `liveSub`: its newest entries are Int elements, after its `^`.
        expectEqual(summary("liveSub"), "3 entries, dropped 0, first ^, 7, 8 at frames [2, 4]")
    }
}
