import RxSwift
import Marbles
import RxTest
import TestSupport
import Testing

@Suite("Timeline model")
struct TimelineTests {
    @Test("lanes are found by name; emptiness and time range")
    func basics() {
        var timeline = Timeline()
        expectTrue(timeline.isEmpty)
        expectTrue(timeline.timeRange == nil)
        timeline.lanes = [
            .init(name: "a", start: 5, entries: [.next(10, "1")]),
            .init(name: "b", kind: .subscription, entries: [.subscribed(7), .disposed(30)]),
        ]
        expectTrue(!timeline.isEmpty)
        expectEqual(timeline.timeRange, 5...30)
        expectEqual(timeline.lane(named: "b")?.kind, .subscription)
        expectTrue(timeline.lane(named: "c") == nil)
    }

    @Test("entries describe themselves")
    func entryDescriptions() {
        expectEqual(TimelineEntry.next(210, "a").description, "next(a) @ 210")
        expectEqual(TimelineEntry.error(3, "boom").description, "error(boom) @ 3")
        expectEqual(TimelineEntry.completed(4).description, "completed @ 4")
        expectEqual(TimelineEntry.subscribed(1).description, "subscribed @ 1")
        expectEqual(TimelineEntry.disposed(2).description, "disposed @ 2")
        expectTrue(TimelineEntry.completed(4).isStop && TimelineEntry.error(3, "x").isStop)
        expectTrue(!TimelineEntry.disposed(2).isStop)
    }

    @Test("values: strings are quoted in literals, optionals show what they wrap, others their description")
    func values() {
        expectEqual(TimelineValue(describing: "hi"), TimelineValue("hi", isString: true))
        expectEqual(TimelineValue(describing: "say \"hi\"\n").swiftLiteral, #""say \"hi\"\n""#)
        expectEqual(TimelineValue(describing: 42), TimelineValue("42"))
        expectEqual(TimelineValue(describing: 1.5).swiftLiteral, "1.5")
        expectEqual(TimelineValue(describing: Optional(3) as Any), TimelineValue("3"))
        expectEqual(TimelineValue(describing: Optional("a") as Any), TimelineValue("a", isString: true))
        expectEqual(TimelineValue(describing: Optional<Int>.none as Any), TimelineValue("nil"))
        expectTrue(TimelineValue(describing: Substring("ab")).isString)
    }

    @Test("a hot event at the unsubscription frame is still delivered, as in RxTest (unlike RxJS)")
    func sameFrameOrder() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c|")
        let result = try scheduler.expectMarbles(xs.asObservable(), subscription: "^--!", toBe: "-a-b")
        expectTrue(result.isMatch, "\(result)")
    }

    @Test("text drawing details: a pointer outside the window is left out, a cell wider than the window is still drawn")
    func drawingEdges() {
        let timeline = Timeline(lanes: [.init(name: "x", entries: [.next(0, "1"), .next(10, "2"), .next(20, "333333")])])
        let narrow = TextRenderer(width: 12).render(timeline, pointer: TimelinePointer(time: 0, label: "gone"))
        expectTrue(!narrow.contains("gone"))
        expectTrue(narrow.contains("…333333"))
        let diagram = MarbleDiagram(marbles: "-a|", values: ["a": TimelineValue("a", isString: true)])
        expectEqual(diagram.description, "-a|")
    }
}
