import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("func run() {\n    struct Player { let name: String }\n    print(Player(name: \"a\"))\n}\nrun()", "Player(name: \"a\")\n"),
    ("let f = {\n    enum Mood { case happy, sad }\n    print(Mood.sad)\n}\nf()", "sad\n"),
    ("func a() { struct P { let x = 1 }; print(P().x) }\nfunc b() { struct P { let y = 2 }; print(P().y) }\na()\nb()", "1\n2\n"),
    ("func make() -> Int {\n    struct Counter {\n        var n = 0\n        mutating func up() { n += 1 }\n    }\n    var c = Counter()\n    c.up()\n    c.up()\n    return c.n\n}\nprint(make())",
     "2\n"),
    ("if true {\n    struct Inner { let v = 3 }\n    print(Inner().v)\n}", "3\n"),
])
func typesDeclaredInsideFunctionsAndClosures(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func aLocalTypeIsNotSeenOutsideItsBlock() {
    expectEqual(transcript("func run() {\n    struct Hidden {}\n}\nlet h = Hidden()"), """
        error: cannot find 'Hidden' in scope
         4 | let h = Hidden()
           |         ^~~~~~

        """)
}

@Test func aLocalTypeDeclaredTwiceInOneBlock() {
    expectEqual(transcript("func run() {\n    struct P {}\n    struct P {}\n}"), """
        error: invalid redeclaration of 'P'
         3 |     struct P {}
           |     ^~~~~~~~~~~

        """)
}

/// Types declared inside a type, as the book's `PhotoWriter` declares `enum Errors`.
@Test func typesNestedInATypeAreUsedInsideAndByTheirFullName() {
    expectEqual(transcript("""
        class PhotoWriter {
            enum Errors: Error {
                case couldNotSavePhoto
            }
            struct Options { var quality = 2 }
            static func fail() throws { throw Errors.couldNotSavePhoto }
        }
        do { try PhotoWriter.fail() } catch { print(error, "|", error.localizedDescription) }
        let wanted: PhotoWriter.Errors = .couldNotSavePhoto
        print(wanted == PhotoWriter.Errors.couldNotSavePhoto, PhotoWriter.Options())
        """), """
        couldNotSavePhoto | The operation could not be completed. (main.PhotoWriter.Errors error 0.)
        true Options(quality: 2)

        """)
    expectTrue(transcript("class A {}\nprint(A.Nope.self)").hasPrefix("error: type 'A' has no member 'Nope'"))
}
