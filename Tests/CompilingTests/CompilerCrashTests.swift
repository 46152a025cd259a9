@testable import Compiling
import TestSupport
import Testing

/// A crashed compiler is reported by what it was doing, not by its stack dump. The sample is the
/// shape swift-frontend 6.3 printed for a 2,000-step `map` chain (frames shortened).
@Suite("compiler crashes")
struct CompilerCrashTests {
    static let dump = """
        error: Please submit a bug report (https://swift.org/contributing/#reporting-bugs) and include the crash backtrace.
        Stack dump:
        0.\tProgram arguments: /opt/swift/usr/bin/swift-frontend -frontend -c /tmp/s/Input2.swift -module-name Input2
        1.\tSwift version 6.3.1 (swift-6.3.1-RELEASE)
        2.\tCompiling with effective version 5.10
        3.\tWhile evaluating request ASTLoweringRequest(Lowering AST to SIL for module Input2)
          #0 0x00005625a69c2738 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/opt/swift/usr/bin/swift-frontend+0x72e7738)
          #1 0x00005625a1b3eb8a swift::SubstitutionMap::lookupConformance(swift::CanType, swift::ProtocolDecl*) const

        *** Signal 11: Backtracing from 0x7f422c51f829... done ***

        *** Program crashed: Bad pointer dereference at 0x00007ffcaf4d5ff8 ***

        Thread 0 "swift-frontend" crashed:
        """

    @Test("the step the compiler was in and the crash, in the compiler's words")
    func crash() {
        expectEqual(
            CompilerCrash.report(status: 139, output: Self.dump),
            """
            the Swift compiler crashed on this input (Bad pointer dereference)
            note: the compiler was at: While evaluating request ASTLoweringRequest(Lowering AST to SIL for module Input2)
            note: a very long chain or deep nesting can do this; split it into shorter statements
            """)
    }

    @Test("a dump without the backtracer's part still names the step")
    func withoutBacktracer() {
        let dump = Self.dump.components(separatedBy: "\n*** Signal")[0]
        expectEqual(
            CompilerCrash.report(status: 134, output: dump),
            """
            the Swift compiler crashed on this input
            note: the compiler was at: While evaluating request ASTLoweringRequest(Lowering AST to SIL for module Input2)
            note: a very long chain or deep nesting can do this; split it into shorter statements
            """)
    }

    @Test("a compiler that stopped without a stack dump is not a crash")
    func notACrash() {
        expectEqual(CompilerCrash.report(status: 1, output: "<unknown>:0: error: unable to open output file\n"), nil)
        expectEqual(CompilerCrash.report(status: 1, output: "note: 1. Stack dump: in a string\n"), nil)
    }
}
