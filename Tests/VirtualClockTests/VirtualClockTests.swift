import TestSupport
import Testing
import VirtualClock

@Suite("the virtual clock")
struct VirtualClockTests {
    @Test("work runs at its due time, in due order, and same-instant work in scheduling order")
    func order() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: 300) { log.append("c@\(clock.now)") }
        clock.schedule(at: 100) { log.append("a@\(clock.now)") }
        clock.schedule(at: 100) { log.append("b@\(clock.now)") }
        clock.advance(to: 250)
        expectEqual(log, ["a@100", "b@100"])
        expectEqual(clock.now, 250)
        clock.advance(by: 50)
        expectEqual(log, ["a@100", "b@100", "c@300"])
    }

    @Test("a timer's next tick runs where its previous tick stood among same-instant work")
    func inPlaceOf() {
        let clock = VirtualClock()
        var log: [String] = []
        let first = clock.schedule(at: 100) { log.append("first") }
        clock.schedule(at: 200) { log.append("later") }
        clock.advance(to: 100)
        clock.scheduleTick(at: 200, after: first) { log.append("in the first's place") }
        clock.schedule(at: 200) { log.append("last") }
        clock.advance(to: 200)
        expectEqual(log, ["first", "in the first's place", "later", "last"])
    }

    @Test("scheduled work runs with the carried context of the code that scheduled it; ticks carry none")
    func carriedContext() {
        let clock = VirtualClock()
        var seen: [String] = []
        CarriedContext.isOn = true
        defer { CarriedContext.isOn = false }
        CarriedContext.current = 7
        clock.schedule(at: 10) {
            seen.append("work \(CarriedContext.current)")
            CarriedContext.current = 9
            clock.schedule(after: 5) { seen.append("nested \(CarriedContext.current)") }
        }
        clock.scheduleTick(at: 12, after: nil) { seen.append("tick \(CarriedContext.current)") }
        CarriedContext.current = 0
        clock.advance(to: 20)
        expectEqual(seen, ["work 7", "tick 0", "nested 9"])
        expectEqual(CarriedContext.current, 0)
        CarriedContext.isOn = false
        CarriedContext.current = 3
        clock.schedule(at: 30) { seen.append("off \(CarriedContext.current)") }
        CarriedContext.current = 0
        clock.advance(to: 30)
        expectEqual(seen.last, "off 0")
    }

    @Test("work scheduled while advancing runs when it falls due within the same advance")
    func nested() {
        let clock = VirtualClock()
        var log: [Int64] = []
        clock.schedule(at: 10) {
            log.append(clock.now)
            clock.schedule(after: 5) { log.append(clock.now) }
            clock.schedule(after: 500) { log.append(clock.now) }
        }
        clock.advance(to: 100)
        expectEqual(log, [10, 15])
        expectEqual(clock.nextDue, 510)
    }

    @Test("cancelled work never runs; running until idle stops at the limit")
    func cancelAndIdle() {
        let clock = VirtualClock()
        var ran: [Int64] = []
        let ticket = clock.schedule(at: 10) { ran.append(10) }
        ticket.cancel()
        clock.schedule(at: 20) { ran.append(20) }
        clock.schedule(at: 5_000) { ran.append(5_000) }
        expectTrue(!clock.runUntilIdle(limit: 1_000))
        expectEqual(ran, [20])
        expectEqual(clock.now, 20)
        expectTrue(clock.runUntilIdle(limit: 10_000))
        expectEqual(ran, [20, 5_000])
    }

    @Test("work due in the past runs at the current time, not before it")
    func pastDue() {
        let clock = VirtualClock()
        clock.advance(to: 1_000)
        var at: Int64 = -1
        clock.schedule(at: 10) { at = clock.now }
        clock.advance(by: 0)
        expectEqual(at, 1_000)
    }
}
