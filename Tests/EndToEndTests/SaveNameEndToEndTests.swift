import Foundation
import TestSupport
import Testing

@Suite("a file name that is not UTF-8")
struct SaveNameEndToEndTests {
    @Test(":save to a name with bytes that are not UTF-8 writes nothing and says why; the session goes on")
    func nameNotUTF8() throws {
        let folder = NSTemporaryDirectory() + "rxplay-save-name-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 0xFF is never UTF-8: read, it becomes U+FFFD, and a file named after that would not be
        // the file the bytes named.
        let input = Array("print(1)\n:save \(folder)/a".utf8) + [0xFF] + Array("b.swift\nprint(2)\n".utf8)
        let outcome = try EndToEndTests.run([], inputBytes: input)
        let everything = outcome.output + outcome.errorOutput
        expectTrue(
            everything.contains("its name holds bytes that are not UTF-8 (shown as \u{FFFD}); nothing was written"),
            "\(everything)")
        expectTrue(outcome.output.hasPrefix("1\n") && outcome.output.hasSuffix("2\n"), "\(everything)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), [String]())
        // A name with only UTF-8 is written as before.
        let plain = try EndToEndTests.run([], input: "print(1)\n:save \(folder)/ab.swift\n")
        expectTrue(plain.output.contains("saved 1 input to"), "\(plain.output)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: folder), ["ab.swift"])
    }
}
