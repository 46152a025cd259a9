import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("struct Point { var x: Int; var y: Int }\nlet p = Point(x: 1, y: 2)\nprint(p)", "Point(x: 1, y: 2)\n"),
    ("struct User { let name: String; var age = 0 }\nprint(User(name: \"a\"))", "User(name: \"a\", age: 0)\n"),
    ("struct P { var x: Int }\nvar p = P(x: 1)\np.x = 5\np.x += 1\nprint(p.x)", "6\n"),
    ("struct Counter { var n = 0\n  mutating func inc() { n += 1 }\n}\nvar c = Counter()\nc.inc()\nc.inc()\nprint(c.n)", "2\n"),
    ("struct R { var w: Double; var h: Double\n  var area: Double { w * h }\n}\nprint(R(w: 2, h: 3).area)", "6.0\n"),
    ("struct M { static let unit = 10\n  static func twice(_ x: Int) -> Int { x * 2 }\n}\nprint(M.unit, M.twice(4))", "10 8\n"),
    ("struct P { var x = 1 }\nvar a = P()\nvar b = a\nb.x = 2\nprint(a.x, b.x)", "1 2\n"),
    ("struct P: CustomStringConvertible { var x: Int\n  var description: String { \"P<\\(x)>\" }\n}\nprint(P(x: 3), [P(x: 1)])",
     "P<3> [P<1>]\n"),
    ("struct Temp { var c: Double\n  init(f: Double) { c = (f - 32) / 1.8 }\n}\nprint(Temp(f: 212).c)", "100.0\n"),
    ("struct Line { var a: Point; var b: Point }\nstruct Point { var x = 0, y = 0 }\nvar l = Line(a: Point(), b: Point(x: 1, y: 1))\nl.b.x = 9\nprint(l)",
     "Line(a: Point(x: 0, y: 0), b: Point(x: 9, y: 1))\n"),
    ("struct Stack { var items: [Int] = []\n  mutating func push(_ x: Int) { items.append(x) }\n  mutating func pop() -> Int? { items.popLast() }\n}\nvar s = Stack()\ns.push(1)\ns.push(2)\nprint(s.pop(), s.items)",
     "Optional(2) [1]\n"),
    ("enum Dir { case north, south }\nlet d = Dir.north\nprint(d, d == .north)", "north true\n"),
    ("enum Shape { case circle(radius: Double), square(Double) }\nlet s = Shape.circle(radius: 2)\nprint(s)\nswitch s {\ncase .circle(let r): print(\"r\", r)\ncase .square(let side): print(side)\n}",
     "circle(radius: 2.0)\nr 2.0\n"),
    ("enum C: String { case red, green = \"G\" }\nprint(C.red.rawValue, C.green.rawValue, C(rawValue: \"G\") == .green)", "red G true\n"),
    ("enum N: Int { case a = 1, b, c }\nprint(N.c.rawValue, N(rawValue: 9) == nil)", "3 true\n"),
    ("enum E: CaseIterable { case a, b }\nprint(E.allCases.count)", "2\n"),
    ("enum T { case on, off\n  mutating func toggle() { self = self == .on ? .off : .on }\n  var label: String { self == .on ? \"ON\" : \"OFF\" }\n}\nvar t = T.on\nt.toggle()\nprint(t.label)",
     "OFF\n"),
    ("typealias Score = Int\nlet s: Score = 3\nprint(s)", "3\n"),
    ("struct P { var x: Int }\nextension P { func doubled() -> Int { x * 2 } }\nprint(P(x: 4).doubled())", "8\n"),
    ("let a: Any = 3\nif let n = a as? Int { print(n + 1) }\nprint(a is String)", "4\nfalse\n"),
])
func structsAndEnums(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func letStructCannotBeChanged() {
    expectEqual(transcript("struct P { var x: Int }\nlet p = P(x: 1)\np.x = 2"), """
        error: cannot assign to property: 'p' is a 'let' constant
         3 | p.x = 2
           | ^~~

        """)
}

@Test(arguments: [
    ("struct S { var items: [Int] = [] }\nlet s = S()\ns.items.append(1)", """
        error: cannot use mutating member on immutable value: 's' is a 'let' constant
         3 | s.items.append(1)
           |         ^~~~~~

        """),
    ("struct S { var items: [Int] = [] }\nlet s = S()\ns.items += [1]", """
        error: left side of mutating operator isn't mutable: 's' is a 'let' constant
         3 | s.items += [1]
           | ^~~~~~~

        """),
    ("let x = 1\nx += 1", """
        error: left side of mutating operator isn't mutable: 'x' is a 'let' constant
         2 | x += 1
           | ^

        """),
    ("let arr = [1]\narr[0] = 2", """
        error: cannot assign through subscript: 'arr' is a 'let' constant
         2 | arr[0] = 2
           | ^~~~~~

        """),
    ("let arr = [1]\narr.append(2)", """
        error: cannot use mutating member on immutable value: 'arr' is a 'let' constant
         2 | arr.append(2)
           |     ^~~~~~

        """),
    ("struct S { var n = 0\n mutating func add() { n += 1 } }\nlet t = S()\nt.add()", """
        error: cannot use mutating member on immutable value: 't' is a 'let' constant
         4 | t.add()
           |   ^~~

        """),
])
func letValuesCannotBeChangedInPlace(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func objectInsideALetStructCanChange() {
    let text = transcript("""
        struct Holder { let v: Variable<Int> }
        let h = Holder(v: Variable(1))
        _ = h.v.asObservable().subscribe(onNext: { print($0) })
        h.v.value += 1
        h.v.value = 7
        """)
    expectEqual(text, """
        note: 'Variable' is deprecated: use 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', emit with '.accept(…)'
        1
        2
        7

        """)
}
