import Interpreter
import TestSupport
import Testing

/// A method declared twice with the same signature is Swift's "invalid redeclaration", with
/// the second name's line and column; overloads by label or type stay allowed.
@Suite("Redeclared methods")
struct RedeclarationTests {
    @Test func aSecondExtensionOfALibraryTypeCannotRedeclareAMethod() {
        expectEqual(transcript([
            "extension UIViewController { func hello() -> Int { 1 } }",
            "extension UIViewController {\n  func hello() -> Int { 2 }\n}",
            "print(UIViewController().hello())"], uiKit: true), """
            error: invalid redeclaration of 'hello()'
             2 |   func hello() -> Int { 2 }
               |        ^~~~~
            1

            """)
    }

    @Test func anExtensionCannotRedeclareAMethodOfTheTypeAndARefusedOneAddsNothing() {
        expectEqual(transcript(
            "struct S { func g(_ a: Int) {} }",
            "extension S {\n  func other() {}\n  func g(_ b: Int) {}\n}",
            "S().other()"), """
            error: invalid redeclaration of 'g(_:)'
             3 |   func g(_ b: Int) {}
               |        ^
            error: value of type 'S' has no member 'other'
             1 | S().other()
               |     ^~~~~

            """)
    }

    @Test func oneDeclarationCannotHoldTheSameMethodTwice() {
        expectEqual(transcript("class K {\n  func a(title: String, text: String?) {}\n  func a(title: String, text: String?) {}\n}"), """
            error: invalid redeclaration of 'a(title:text:)'
             3 |   func a(title: String, text: String?) {}
               |        ^

            """)
    }

    @Test func overloadsByLabelTypeOrStaticAreNotRedeclarations() {
        expectEqual(transcript("""
            struct T {
              func f(x: Int) -> Int { 1 }
              func f(_ x: Int) -> Int { 2 }
              static func f(x: Int) -> Int { 4 }
            }
            extension T { func f() -> Int { 5 } }
            print(T().f(x: 0), T().f(0), T.f(x: 0), T().f())
            """), "1 2 4 5\n")
    }

    @Test func aProtocolExtensionMayImplementARequirement() {
        expectEqual(transcript("protocol P { func f() -> Int }\nextension P { func f() -> Int { 7 } }\nstruct U: P {}\nprint(U().f())"), "7\n")
    }
}
