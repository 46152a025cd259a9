import Foundation
import Interpreter
import TestSupport
import Testing

/// A script written as RxSwift's own playground pages are (support code, an extension of
/// `ObservableType`, a generic function, nested types, a protocol) runs and prints what the
/// compiled program prints.
@Test func rxPlaygroundPageRunsAsCompiled() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let script = try String(contentsOf: directory.appendingPathComponent("rx-playground-page.swift.txt"), encoding: .utf8)
    let expected = try String(contentsOf: directory.appendingPathComponent("rx-playground-page.expected.txt"),
                              encoding: .utf8)
    let result = makeInterpreter().run(script)
    expectEqual(result.transcript, expected)
}

/// The golden comparison fails when the script's output differs.
@Test func rxPlaygroundPageComparisonCanFail() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    let script = try String(contentsOf: directory.appendingPathComponent("rx-playground-page.swift.txt"), encoding: .utf8)
    let expected = try String(contentsOf: directory.appendingPathComponent("rx-playground-page.expected.txt"),
                              encoding: .utf8)
    let changed = script.replacingOccurrences(of: "subject.onNext(\"🐱\")", with: "subject.onNext(\"🐭\")")
    expectTrue(makeInterpreter().run(changed).transcript != expected)
}
