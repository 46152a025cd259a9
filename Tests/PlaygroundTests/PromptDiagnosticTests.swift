@testable import Playground
import TestSupport
import Testing

/// At the prompt the compiler's messages keep the prompt's layout (no file header, the input's
/// own line numbers) and point at what the learner typed or pasted, notes and fix-its included.
/// Typed inputs are in the `diagnostics.txt` transcript; a paste is one unit, numbered from its
/// first line.
@Suite("Diagnostics at the prompt")
struct PromptDiagnosticTests {
    @Test("a paste: the note and the error on the pasted lines, columns past an emoji in terminal cells")
    func paste() {
        let console = makeConsole()
        let reply = console.submitPaste([
            "let tag = \"🐶\"",
            "func weigh(_ grams: Int) -> Int {",
            "    let total = grams",
            "    total += 1; print(\"🐶\", tag); return tag * total",
            "}",
        ])
        expectEqual(
            reply.output,
            """
            error: left side of mutating operator isn't mutable: 'total' is a 'let' constant
             3 |     let total = grams
               |     `- note: change 'let' to 'var' to make it mutable [replace 'let' with 'var']
             4 |     total += 1; print("🐶", tag); return tag * total
               |           `- error: left side of mutating operator isn't mutable: 'total' is a 'let' constant
            error: cannot convert value of type 'String' to expected argument type 'Int'
             4 |     total += 1; print("🐶", tag); return tag * total
               |                                          `- error: cannot convert value of type 'String' to expected argument type 'Int'

            """)
    }
}
