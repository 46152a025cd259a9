import Foundation
import TestSupport
import Testing

@Suite("reading /proc files whole")
struct ProcFileTests {
    @Test("a /proc file longer than a page is read to its end: the map holds the stack, mapped last")
    func readsPastTheFirstPage() throws {
        let maps = String(decoding: try #require(ProcFile.contents("/proc/self/maps")), as: UTF8.self)
        expectTrue(maps.utf8.count > 4096, "\(maps.utf8.count) bytes")
        expectTrue(maps.contains("[stack]"), "\(maps)")
        expectTrue(maps.hasSuffix("\n"), "\(maps)")
    }

    @Test("a process that is gone has no file to read")
    func goneIsNil() {
        expectTrue(ProcFile.contents("/proc/999999999/environ") == nil)
    }
}
