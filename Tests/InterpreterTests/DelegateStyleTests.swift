import Interpreter
import TestSupport
import Testing

/// What delegate-style code needs from the language (issue #12): protocol compositions as
/// types, `self` and sibling names in static methods, optional protocol methods called with
/// `?(…)`, and `===` on optional objects.
@Suite struct DelegateStyleTests {
    @Test func aProtocolCompositionIsAType() {
        expectEqual(transcript("""
            protocol A: AnyObject {}
            protocol B: AnyObject {}
            class Both: A, B {}
            let value: (A & B)? = Both()
            print(value != nil)
            """), "true\n")
        expectEqual(transcript("let x: (A & Nope)? = nil"), """
            error: cannot find type 'A' in scope
             1 | let x: (A & Nope)? = nil
               |         ^
            
            """)
    }

    @Test func selfInAStaticMethodIsTheType() {
        expectEqual(transcript("""
            class Factory {
                static func make() -> String { "made" }
                static func twice() -> String { self.make() + " " + make() }
            }
            print(Factory.twice())
            """), "made made\n")
    }

    @Test func anOptionalMethodRunsOnlyWhenImplemented() {
        expectEqual(transcript("""
            class Loud { func hear(_ text: String) { print("heard", text) } }
            class Quiet {}
            let loud: Any? = Loud()
            let quiet: Any? = Quiet()
            let nothing: Any? = nil
            _ = (loud as AnyObject?)?.hear?("a")
            _ = (quiet as AnyObject?)?.hear?("b")
            _ = (nothing as AnyObject?)?.hear?("c")
            """), "heard a\n")
    }

    @Test func anOptionalClosurePropertyIsStillCalled() {
        expectEqual(transcript("""
            class Button { var onTap: ((Int) -> Void)? }
            struct Form { var done: (() -> Void)? }
            let button = Button()
            button.onTap = { print("tapped", $0) }
            button.onTap?(1)
            let maybe: Button? = button
            maybe?.onTap?(2)
            let form = Form(done: { print("done") })
            form.done?()
            let some: Any? = button
            _ = (some as AnyObject?)?.onTap?(3)
            """), "tapped 1\n()? = ()\ntapped 2\n()? = ()\ndone\n()? = ()\ntapped 3\n")
    }

    @Test func identityComparesOptionalObjects() {
        expectEqual(transcript("""
            class Box {}
            let box = Box()
            let maybe: Box? = box
            let none: Box? = nil
            print(maybe === box, box === maybe, none === nil, none === box, maybe !== box)
            """), "true true true false false\n")
    }
}
