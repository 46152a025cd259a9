import Compiling
import Foundation
import TestSupport
import Testing

/// The compiler's serialized diagnostics, read back from a real compile: messages in order,
/// notes under their message, fix-its with exact ranges, groups with their pages, and the
/// declarations the compiler printed for a note.
@Suite("Serialized diagnostics")
struct SerializedDiagnosticsTests {
    @Test("one compile's messages, notes, fix-its, groups and printed declarations")
    func compiled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dia-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("snippet.swift").path
        let serialized = folder.appendingPathComponent("snippet.dia").path
        try """
        func f(a: Int) {}
        f(b: 1)
        let z = 1
        z = 2
        @available(*, deprecated, renamed: "g")
        func old() {}
        func g() { old() }
        _ = min(1)

        """.write(toFile: source, atomically: false, encoding: .utf8)
        let frontend = try Toolchain.locate().get().frontend
        let run = try ProcessRun(
            URL(fileURLWithPath: frontend),
            ["-frontend", "-typecheck", source, "-serialize-diagnostics-path", serialized])
        expectTrue(run.status != 0)
        let read = try CompilerDiagnostic.read(
            serialized: [UInt8](try Data(contentsOf: URL(fileURLWithPath: serialized))))
        expectEqual(
            read.map(\.message),
            [
                "incorrect argument label in call (have 'b:', expected 'a:')",
                "cannot assign to value: 'z' is a 'let' constant",
                "missing argument for parameter #2 in call",
                "'old()' is deprecated: renamed to 'g'",
            ])
        expectEqual(read.map(\.severity), [.error, .error, .error, .warning])
        expectEqual(read.map(\.file), Array(repeating: source, count: 4))
        expectEqual(read.map(\.line), [2, 4, 8, 7])
        expectEqual(read.map(\.column), [2, 1, 10, 12])
        expectEqual(read[0].fixIts, [.init(start: (2, 3), end: (2, 4), text: "a")])
        expectEqual(read[1].notes.map(\.message), ["change 'let' to 'var' to make it mutable"])
        expectEqual(read[1].notes.first?.fixIts, [.init(start: (3, 1), end: (3, 4), text: "var")])
        expectTrue(read[1].fixIts.isEmpty)
        // A note on a declaration of the standard library: the compiler printed it.
        expectEqual(read[2].notes.first?.file, "Swift.min")
        expectEqual(read[2].notes.first?.generatedText?.contains("public func min<T>"), true)
        expectEqual(
            read[3].category,
            .init(
                name: "DeprecatedDeclaration",
                documentationURL: "https://docs.swift.org/compiler/documentation/diagnostics/deprecated-declaration"))
        expectEqual(read[3].notes.first?.fixIts, [.init(start: (7, 12), end: (7, 15), text: "g")])
    }

    @Test("what is not serialized diagnostics is refused, not misread")
    func malformed() {
        expectTrue((try? CompilerDiagnostic.read(serialized: Array("not a dia".utf8))) == nil)
        // The right magic, then a stream that ends inside a block header.
        expectTrue((try? CompilerDiagnostic.read(serialized: Array("DIAG".utf8) + [0x01, 0x08])) == nil)
    }

    @Test("a note about an earlier input's declaration finds that declaration in the input's text")
    func declarationFound() {
        let input = "let total = 3\n\nfunc area(of side: Int) -> Int {\n    side * side\n}\n"
        let found = DeclarationFinder.position(
            pointedAt: (1, 15), inPrinted: "internal func area(of side: Int) -> Int", inSource: input)
        expectEqual(found, LearnerDiagnostic.Position(line: 3, column: 6))
        // A name the input does not declare (only uses) is not found.
        expectTrue(
            DeclarationFinder.position(pointedAt: (1, 5), inPrinted: "let side: Int", inSource: "print(side)") == nil)
        let initializer = DeclarationFinder.position(
            pointedAt: (2, 3), inPrinted: "struct S {\n  init(x: Int)\n}",
            inSource: "struct S {\n    let x: Int\n    init(x: Int) { self.x = x }\n}")
        expectEqual(initializer, LearnerDiagnostic.Position(line: 3, column: 5))
    }
}
