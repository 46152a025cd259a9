import Foundation
import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("decode")
struct DecodeTests {
    struct Point: Decodable, Equatable {
        let x: Int
    }

    @Test("decodes every element; a decoding error ends the sequence")
    func decodes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"x":1}"#.utf8)), .next(220, Data("nope".utf8)), .next(230, Data(#"{"x":3}"#.utf8)),
        ])
        let res = scheduler.start {
            xs.decode(type: Point.self, decoder: JSONDecoder()).materialize().map { event -> String in
                switch event {
                case .next(let point): return "next(\(point.x))"
                case .error: return "error"
                case .completed: return "completed"
                }
            }
        }
        expectEqual(res.events, [.next(210, "next(1)"), .next(220, "error"), .completed(220)])
        expectEqual(xs.subscriptions, [Subscription(200, 220)])
    }
}
