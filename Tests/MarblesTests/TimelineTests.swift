import Marbles
import RxCore
import Testing

@Suite("Timeline model")
struct TimelineTests {
    @Test("lanes are found by name; emptiness and time range")
    func basics() {
        var timeline = Timeline()
        #expect(timeline.isEmpty)
        #expect(timeline.timeRange == nil)
        timeline.lanes = [
            .init(name: "a", start: 5, entries: [.next(10, "1")]),
            .init(name: "b", kind: .subscription, entries: [.subscribed(7), .disposed(30)]),
        ]
        #expect(!timeline.isEmpty)
        #expect(timeline.timeRange == 5...30)
        #expect(timeline.lane(named: "b")?.kind == .subscription)
        #expect(timeline.lane(named: "c") == nil)
    }

    @Test("entries describe themselves")
    func entryDescriptions() {
        #expect(TimelineEntry.next(210, "a").description == "next(a) @ 210")
        #expect(TimelineEntry.error(3, "boom").description == "error(boom) @ 3")
        #expect(TimelineEntry.completed(4).description == "completed @ 4")
        #expect(TimelineEntry.subscribed(1).description == "subscribed @ 1")
        #expect(TimelineEntry.disposed(2).description == "disposed @ 2")
        #expect(TimelineEntry.completed(4).isStop && TimelineEntry.error(3, "x").isStop)
        #expect(!TimelineEntry.disposed(2).isStop)
    }

    @Test("values: strings are quoted in literals, optionals show what they wrap, others their description")
    func values() {
        #expect(TimelineValue(describing: "hi") == TimelineValue("hi", isString: true))
        #expect(TimelineValue(describing: "say \"hi\"\n").swiftLiteral == #""say \"hi\"\n""#)
        #expect(TimelineValue(describing: 42) == TimelineValue("42"))
        #expect(TimelineValue(describing: 1.5).swiftLiteral == "1.5")
        #expect(TimelineValue(describing: Optional(3) as Any) == TimelineValue("3"))
        #expect(TimelineValue(describing: Optional("a") as Any) == TimelineValue("a", isString: true))
        #expect(TimelineValue(describing: Optional<Int>.none as Any) == TimelineValue("nil"))
        #expect(TimelineValue(describing: Substring("ab")).isString)
    }

    @Test("a hot event at the unsubscription frame is still delivered, as in RxTest (unlike RxJS)")
    func sameFrameOrder() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-b-c|")
        let result = try scheduler.expectMarbles(xs.asObservable(), subscription: "^--!", toBe: "-a-b")
        #expect(result.isMatch, "\(result)")
    }

    @Test("text drawing details: a pointer outside the window is left out, a cell wider than the window is still drawn")
    func drawingEdges() {
        let timeline = Timeline(lanes: [.init(name: "x", entries: [.next(0, "1"), .next(10, "2"), .next(20, "333333")])])
        let narrow = TextRenderer(width: 12).render(timeline, pointer: TimelinePointer(time: 0, label: "gone"))
        #expect(!narrow.contains("gone"))
        #expect(narrow.contains("…333333"))
        let diagram = MarbleDiagram(marbles: "-a|", values: ["a": TimelineValue("a", isString: true)])
        #expect(diagram.description == "-a|")
    }
}
