import Dispatch
import Marbles
import RxSwift

// Prints one line per workload: `name ops seconds ns_per_op`.

func measure(_ name: String, ops: Int, repeats: Int = 5, _ body: () -> Void) {
    body()  // warm-up
    var best = UInt64.max
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    report(name, ops: ops, nanoseconds: Double(best))
}

func report(_ name: String, ops: Int, nanoseconds: Double) {
    let seconds = nanoseconds / 1e9
    print("\(name) \(ops) \(String(format: "%.6f", seconds)) \(String(format: "%.1f", nanoseconds / Double(ops)))")
}

/// Ten lanes of 10,000 events each: short numbers inline, every 50th a long string (legend),
/// every 1,000th frame a pair in one frame (group); lanes either share their frames (a source and
/// the operators derived from it) or interleave (every event in its own frame).
func timeline(interleaved: Bool) -> Timeline {
    Timeline(lanes: (0..<10).map { lane in
        var entries: [TimelineEntry] = [.subscribed(0)]
        for index in 0..<10_000 {
            let time = interleaved ? 1 + index * 10 + lane : 1 + index * 2
            if index % 50 == 0 {
                entries.append(.next(time, "value number \(index)", isString: true))
            } else {
                entries.append(.next(time, String(index % 100)))
            }
            if index % 1_000 == 0 { entries.append(.next(time, "x")) }
        }
        entries.append(.completed(200_000))
        return Timeline.Lane(name: "lane\(lane)", kind: lane == 0 ? .source : .subscription, entries: entries)
    })
}

let aligned = timeline(interleaved: false)
let interleaved = timeline(interleaved: true)
var sink = 0

measure("text_render_10x10k_aligned", ops: 1) { sink &+= TextRenderer().render(aligned).utf8.count }
measure("text_render_10x10k_interleaved", ops: 1) { sink &+= TextRenderer().render(interleaved).utf8.count }
measure("text_render_10x10k_width80", ops: 1) { sink &+= TextRenderer(width: 80).render(interleaved).utf8.count }
measure("svg_render_10x10k_aligned", ops: 1) { sink &+= SVGRenderer().render(aligned).utf8.count }
measure("svg_render_10x10k_interleaved", ops: 1) { sink &+= SVGRenderer().render(interleaved).utf8.count }

// Recording: the same subject and events with a do-nothing subscriber, then with a recorder.
let events = 2_000_000
func emitThroughSubject(recorded: Bool) -> UInt64 {
    var clock = 0
    let recorder = Recorder { clock }
    let subject = PublishSubject<Int>()
    let subscription = recorded ? recorder.record(subject, as: "s") : subject.subscribe { _ in }
    let start = DispatchTime.now().uptimeNanoseconds
    for value in 0..<events {
        clock = value
        subject.onNext(value)
    }
    let elapsed = DispatchTime.now().uptimeNanoseconds - start
    subscription.dispose()
    return elapsed
}
_ = emitThroughSubject(recorded: false)
_ = emitThroughSubject(recorded: true)
var baseline = UInt64.max
var recorded = UInt64.max
for _ in 0..<5 {
    baseline = min(baseline, emitThroughSubject(recorded: false))
    recorded = min(recorded, emitThroughSubject(recorded: true))
}
report("subject_next_baseline", ops: events, nanoseconds: Double(baseline))
report("subject_next_recorded", ops: events, nanoseconds: Double(recorded))
report("record_added_per_event", ops: events, nanoseconds: Double(recorded) - Double(baseline))

measure("lane_append_direct", ops: events) {
    let lane = Recorder { 0 }.lane(named: "direct")
    for value in 0..<events { lane.next(value, at: value) }
    sink &+= lane.count
}
measure("timeline_snapshot_10k", ops: 10_000) {
    let lane = Recorder { 0 }.lane(named: "snap")
    for value in 0..<10_000 { lane.next(value, at: value) }
    sink &+= lane.snapshot.entries.count
}
if sink == 42 { print("") }
