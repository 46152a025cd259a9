import Compiling
import Foundation
import Marbles
import Playground
import TestSupport
import Testing

/// A lane shows each element as it was when it arrived: numbers, booleans and strings are
/// described when the timeline is read (their text cannot change), anything else at once.
@Suite("Compiled lane values")
struct CompiledLaneValueTests {
    @Test("values keep their text; an object is described as it was at its event, not as it is now")
    func textsAtTheirEvent() throws {
        let session = try CompiledSession(toolchain: Toolchain.locate().get())
        let inputs = [
            "final class Box: CustomStringConvertible { var n = 1; var description: String { \"box \\(n)\" } }",
            "let box = Box()",
            "let s = PublishSubject<Any>()",
            "s.onNext(1); s.onNext(2.5); s.onNext(true); s.onNext(\"hi\"); s.onNext(box)",
            "box.n = 2",
        ]
        for input in inputs {
            let reply = session.submit(input)
            expectTrue(!reply.failed, "\(input): \(reply.output)")
        }
        let lane = session.timeline()?.lanes.first { $0.name == "s" }
        let texts = lane?.entries.compactMap { entry -> String? in
            if case .next(let value) = entry.kind { return value.isString ? "\"\(value.text)\"" : value.text }
            return nil
        }
        expectEqual(texts, ["1", "2.5", "true", "\"hi\"", "box 1"])
    }
}
