// Swift the language, as a learner's first programs use it: everything here must print what
// the same file compiled with swiftc prints.
protocol Shape {
    var area: Double { get }
    func describe() -> String
}

extension Shape {
    func describe() -> String { "a shape of area \(area)" }
}

struct Square: Shape {
    var side: Double
    var area: Double { side * side }
}

final class Circle: Shape, CustomStringConvertible {
    let radius: Double
    init(radius: Double) { self.radius = radius }
    var area: Double { (radius * radius * 314).rounded() / 100 }
    func describe() -> String { "a circle of radius \(radius)" }
    var description: String { "Circle(\(radius))" }
    deinit { print("circle \(radius) released") }
}

enum Coin: String, CaseIterable { case heads, tails }

func total<T: Shape>(_ shapes: [T]) -> Double { shapes.reduce(0) { $0 + $1.area } }

let shapes: [any Shape] = [Square(side: 2), Circle(radius: 1)]
for shape in shapes { print(shape.describe()) }
print(total([Square(side: 1), Square(side: 3)]))
print(Coin.allCases.map(\.rawValue), Coin(rawValue: "tails") as Any, Coin(rawValue: "edge") as Any)

let optionalNumber: Int? = 3
let h: (Int?) -> Void = { a in
    if let b = a { print("bound", b) }
    print(a as Any)
}
h(optionalNumber)
let f: Float = 1.1
print(f, Double(f), 0.1 + 0.2, 7 / 2, -7 % 3)
print(String(describing: [1: "one"]), [Square(side: 1)], (1, "a"), Int8.max &+ 1)

enum Failure: Error { case tooBig(Int) }
func check(_ value: Int) throws -> Int {
    guard value < 10 else { throw Failure.tooBig(value) }
    return value * 2
}
do {
    print(try check(4))
    print(try check(40))
} catch {
    print("caught", error)
}
var counter = 0
let increment = { counter += 1 }
increment()
increment()
print("counter", counter, laterDeclared())
do {
    let circle = Circle(radius: 5)
    print(circle, type(of: circle), (circle as Any) is CustomStringConvertible)
}
func laterDeclared() -> String { "declared after its use" }
print("done")
