import Interpreter
import TestSupport
import Testing

/// `NSError(domain:code:userInfo:)` as Foundation on Linux prints it (checked by running the
/// same lines compiled with swiftc 6.3.1 on Linux): thrown and caught, with and without a
/// localized description in its `userInfo`.
@Suite struct NSErrorTests {
    @Test func withoutUserInfo() {
        expectEqual(transcript("""
            let e = NSError(domain: "demo", code: 42, userInfo: nil)
            print(e.localizedDescription)
            do { throw e } catch { print(error); print(error.localizedDescription) }
            """), """
            The operation could not be completed. (demo error 42.)
            Error Domain=demo Code=42 "(null)"
            The operation could not be completed. (demo error 42.)

            """)
    }

    @Test func aLocalizedDescriptionInUserInfo() {
        expectEqual(transcript("""
            let e = NSError(domain: "MyDomain", code: -1, userInfo: [NSLocalizedDescriptionKey: "Custom text"])
            print(e.localizedDescription)
            print(e)
            print(NSLocalizedDescriptionKey)
            """), """
            Custom text
            Error Domain=MyDomain Code=-1 "(null)"UserInfo={NSLocalizedDescription=Custom text}
            NSLocalizedDescription

            """)
    }

    @Test func anUnknownNameIsStillUnknown() {
        expectTrue(transcript("print(NSLocalizedFailureKey)").hasPrefix("error: cannot find 'NSLocalizedFailureKey' in scope"))
    }
}
