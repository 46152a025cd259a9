import Interpreter
import TestSupport
import Testing

private let shapes = """
    protocol Shape {
        var area: Double { get }
        func name() -> String
    }
    extension Shape {
        func describe() -> String { "\\(name()) of area \\(area)" }
        func name() -> String { "shape" }
    }
    struct Square: Shape {
        let side: Double
        var area: Double { side * side }
    }
    struct Circle: Shape {
        let radius: Double
        var area: Double { 3 * radius * radius }
        func name() -> String { "circle" }
    }
    """

@Test(arguments: [
    ("let s: Shape = Square(side: 2)\nprint(s.area, s.describe())", "4.0 shape of area 4.0\n"),
    ("let all: [Shape] = [Square(side: 1), Circle(radius: 1)]\nfor s in all { print(s.describe()) }",
     "shape of area 1.0\ncircle of area 3.0\n"),
    ("func total(_ shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area } }\nprint(total([Square(side: 2), Circle(radius: 2)]))",
     "16.0\n"),
    ("func show(_ s: some Shape) { print(s.name()) }\nshow(Circle(radius: 1))", "circle\n"),
    ("let any: Any = Circle(radius: 1)\nprint(any is Shape, (any as? Shape)?.area ?? 0)", "true 3.0\n"),
])
func protocolsWithExtensionsAndExistentials(_ input: String, _ expected: String) {
    expectEqual(transcript(shapes, input), expected)
}

@Test func aTypeMissingARequirementDoesNotConform() {
    expectEqual(transcript("protocol Named { var name: String { get } }\nstruct Dog: Named { let age: Int }"), """
        error: type 'Dog' does not conform to protocol 'Named'
         2 | struct Dog: Named { let age: Int }
           |        ^~~
        note: protocol requires 'name'

        """)
}

@Test func aProtocolRequirementHasNoBody() {
    expectEqual(transcript("protocol P { func f() { } }"), """
        error: protocol methods must not have bodies
         1 | protocol P { func f() { } }
           |                       ^~~

        """)
}

@Test func refinedProtocolsAndEnums() {
    expectEqual(transcript("""
        protocol Named { var name: String { get } }
        protocol Greeter: Named { }
        extension Greeter { func greet() -> String { "hi " + name } }
        enum Pet: Greeter {
            case cat
            var name: String { "cat" }
        }
        let g: Named = Pet.cat
        print(Pet.cat.greet(), g.name)
        """), "hi cat cat\n")
}

@Test func existentialRefusesANonConformingValue() {
    expectEqual(transcript(shapes, "struct Line {}\nlet s: Shape = Line()"), """
        error: cannot convert value of type 'Line' to specified type 'Shape'
         2 | let s: Shape = Line()
           |                ^~~~~~

        """)
}

@Test(arguments: [
    ("func firstOf<T>(_ items: [T]) -> T? { items.first }\nprint(firstOf([3, 4]) ?? 0)", "3\n"),
    ("func pair<A, B>(_ a: A, _ b: B) -> (A, B) where A: Equatable { (a, b) }\nprint(pair(1, \"x\"))", "(1, \"x\")\n"),
    ("struct Box<T> {\n    let value: T\n    func get() -> T { value }\n}\nprint(Box(value: 5).get(), Box<String>(value: \"s\").value)", "5 s\n"),
    ("func count<Source: ObservableType>(_ source: Source) -> Disposable {\n    source.toArray().subscribe(onSuccess: { print($0.count) })\n}\n_ = count(Observable.of(1, 2, 3))",
     "3\n"),
    ("func log(_ source: some ObservableType) -> Disposable { source.subscribe(onNext: { print($0) }) }\n_ = log(Observable.just(7))",
     "7\n"),
    ("func log(_ source: any ObservableType) -> Disposable { source.subscribe(onNext: { print($0) }) }\n_ = log(Observable.just(8))",
     "8\n"),
    ("typealias Pair = (name: String, age: Int)\nlet p: Pair = (name: \"a\", age: 3)\nprint(p.name, p.age, p)", "a 3 (name: \"a\", age: 3)\n"),
    ("let t = (x: 1, y: 2)\nlet (a, b) = t\nprint(t.x + t.y, a, b, t)", "3 1 2 (x: 1, y: 2)\n"),
])
func genericsTypealiasesAndTuples(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}
