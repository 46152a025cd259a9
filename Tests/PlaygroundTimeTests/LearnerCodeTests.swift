import PlaygroundTime
import TestSupport
import Testing
import VirtualClock

/// Learner code as the runner will compile it: a library that imports PlaygroundTime where the
/// learner wrote Foundation, loaded into a process with a clock installed.
@Suite("learner code on the virtual clock")
struct LearnerCodeTests {
    static let program = #"""
        import PlaygroundTime

        final class Stamp: @unchecked Sendable {
            let start = Date()
            var ticks = 0
            func callAsFunction(_ what: String) {
                print("\(Date().timeIntervalSince(start)) s: \(what)")
            }
        }

        @_cdecl("learner_main")
        public func learnerMain() {
            let stamp = Stamp()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { stamp("main queue, main thread \(Thread.isMainThread)") }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(500)) {
                stamp("global queue, main thread \(Thread.current.isMainThread)")
            }
            _ = Timer.scheduledTimer(withTimeInterval: 0.75, repeats: true) { timer in
                stamp.ticks += 1
                stamp("tick \(stamp.ticks)")
                if stamp.ticks == 2 { timer.invalidate() }
            }
            let source = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
            source.schedule(deadline: .now() + .milliseconds(1250))
            source.setEventHandler { stamp("timer source") }
            source.resume()
            stamp("sleeping, main thread \(Thread.isMainThread)")
            Thread.sleep(forTimeInterval: 2)
            stamp("after Thread.sleep")
            sleep(1)
            stamp("after sleep")
            print(Date())
        }
        """#

    @Test("Dispatch, Timer, sleeps and Date in learner code that imports PlaygroundTime run on the clock")
    func shadowsReachTheClock() async {
        guard let library = LearnerLibrary.compile(Self.program, module: "TimeLearner") else { return }
        defer { LearnerLibrary.remove(library) }
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            [library = library as String] in
            withInstalledClock { _ in LearnerLibrary.call("learner_main", in: library) }
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        expectEqual(
            output.split(separator: "\n").map(String.init),
            [
                "0.0 s: sleeping, main thread true",
                "0.5 s: global queue, main thread false",
                "0.75 s: tick 1",
                "1.0 s: main queue, main thread true",
                "1.25 s: timer source",
                "1.5 s: tick 2",
                "2.0 s: after Thread.sleep",
                "3.0 s: after sleep",
                "2026-01-01 00:00:03 +0000",
            ])
    }

    @Test("next to import Foundation the shadowed names are ambiguous: Foundation must come through PlaygroundTime")
    func foundationBesideIsAmbiguous() {
        let (status, output) = LearnerLibrary.typeCheck(
            """
            import Foundation
            import PlaygroundTime
            DispatchQueue.main.async {}
            """)
        expectTrue(status != 0)
        expectTrue(output.contains("ambiguous"), "swiftc said:\n\(output)")
    }
}
