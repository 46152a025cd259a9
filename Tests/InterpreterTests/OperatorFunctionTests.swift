import Interpreter
import TestSupport
import Testing

/// Operator functions (issue #15): Swift's own infix operators declared for the learner's types
/// work; a new operator or a prefix/postfix operator function says it is not part of the
/// playground. Never silently ignored.
@Suite struct OperatorFunctionTests {
    private let vector = """
        struct Vector: Equatable {
            var x: Int
            var y: Int
            var label = ""
            static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
            static func * (lhs: Vector, factor: Int) -> Vector { Vector(x: lhs.x * factor, y: lhs.y * factor) }
            static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
        }
        """

    @Test func staticOperatorFunctionsOfAStruct() {
        expectEqual(transcript(vector, """
            let sum = Vector(x: 1, y: 2) + Vector(x: 10, y: 20)
            print(sum.x, sum.y)
            let scaled = sum * 2
            print(scaled.x, scaled.y)
            """), "11 22\n22 44\n")
    }

    @Test func equalityUsesTheDeclaredFunctionAndNotEqualFollowsIt() {
        // The labels differ; the learner's `==` ignores them, as Swift would call it.
        expectEqual(transcript(vector, """
            let a = Vector(x: 1, y: 2, label: "a")
            let b = Vector(x: 1, y: 2, label: "b")
            print(a == b, a != b, a == Vector(x: 0, y: 0))
            """), "true false false\n")
    }

    @Test func aGlobalOperatorFunction() {
        expectEqual(transcript("""
            struct Money { var cents: Int }
            func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
            print((Money(cents: 150) + Money(cents: 275)).cents)
            print(1 + 2)
            """), "425\n3\n")
    }

    @Test func withoutAnOperatorFunctionTheOperatorIsRefused() {
        expectTrue(transcript("struct P { var x = 0 }\nprint(P() + P())").hasPrefix(
            "error: binary operator '+' cannot be applied to operands of type 'P' and 'P'"))
    }

    @Test(arguments: [
        ("infix operator <~>", "custom operators are not part of the playground"),
        ("func <~> (lhs: Int, rhs: Int) -> Int { lhs + rhs }", "custom operators are not part of the playground"),
        ("struct S { static func <~> (lhs: S, rhs: S) -> S { lhs } }", "custom operators are not part of the playground"),
        ("prefix func - (v: Int) -> Int { v }", "prefix and postfix operator functions are not part of the playground"),
    ])
    func aNewOperatorSaysSo(_ input: String, _ message: String) {
        expectEqual(makeInterpreter().run(input).errors.map(\.message), [message], "\(input)")
    }
}
