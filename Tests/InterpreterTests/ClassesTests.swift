import Interpreter
import TestSupport
import Testing

/// Classes as Swift has them: members, initializers, inheritance, reference semantics.
@Suite struct ClassesTests {
    @Test(arguments: [
        // Stored, computed (get/set), observed and lazy properties; methods.
        ("class Player { var name: String; var score = 0\n  init(name: String) { self.name = name }\n  func win() { score += 1 }\n}\nlet p = Player(name: \"Ann\")\np.win()\np.win()\nprint(p.name, p.score)",
         "Ann 2\n"),
        ("class Box { var w = 2.0, h = 3.0\n  var area: Double { w * h }\n  var double: Double {\n    get { w * 2 }\n    set { w = newValue / 2 }\n  }\n}\nlet b = Box()\nb.double = 10\nprint(b.w, b.area)",
         "5.0 15.0\n"),
        ("class T { var v = 1 {\n  willSet { print(\"will\", v, newValue) }\n  didSet { print(\"did\", oldValue, v) }\n} }\nlet t = T()\nt.v = 2",
         "will 1 2\ndid 1 2\n"),
        ("class L { var name = \"x\"\n  lazy var greeting = \"Hi \\(name)\"\n  init() { print(\"init\") }\n}\nlet l = L()\nl.name = \"Bo\"\nprint(l.greeting)\nl.name = \"Cy\"\nprint(l.greeting)",
         "init\nHi Bo\nHi Bo\n"),
        // Static and class members, final, access levels and attributes.
        ("class Counter { static var made = 0\n  class func describe() -> String { \"Counter\" }\n  private var n = 0\n  public init() { Counter.made += 1 }\n}\n_ = Counter()\n_ = Counter()\nprint(Counter.made, Counter.describe())",
         "2 Counter\n"),
        ("final class VC { @IBOutlet var button: String!\n  @objc func tapped() { print(\"tap\") }\n  @IBAction func act() { tapped() }\n  fileprivate let id = 1\n}\nVC().act()",
         "tap\n"),
        // Failable and convenience initializers.
        ("class Age { let years: Int\n  init?(_ years: Int) {\n    if years < 0 { return nil }\n    self.years = years\n  }\n}\nprint(Age(-1) == nil, Age(3)?.years ?? 0)",
         "true 3\n"),
        ("class Rect { var w: Int, h: Int\n  init(w: Int, h: Int) { self.w = w; self.h = h }\n  convenience init(side: Int) { self.init(w: side, h: side) }\n}\nlet r = Rect(side: 4)\nprint(r.w * r.h)",
         "16\n"),
        // Inheritance, override, super.
        ("class Animal { let name: String\n  init(name: String) { self.name = name }\n  func sound() -> String { \"...\" }\n  func speak() { print(name, sound()) }\n}\nclass Dog: Animal {\n  override func sound() -> String { \"Woof\" }\n}\nDog(name: \"Rex\").speak()\nlet a: Animal = Dog(name: \"Max\")\na.speak()",
         "Rex Woof\nMax Woof\n"),
        ("class A { func hello() { print(\"A\") } }\nclass B: A { override func hello() { super.hello(); print(\"B\") } }\nB().hello()",
         "A\nB\n"),
        ("class Base { var x: Int\n  required init(x: Int) { self.x = x; print(\"Base\") }\n}\nclass Sub: Base { var y: Int\n  required init(x: Int) { y = x * 2; super.init(x: x); print(\"Sub\") }\n}\nlet s = Sub(x: 2)\nprint(s.x, s.y)",
         "Base\nSub\n2 4\n"),
        ("class P { init() { print(\"P\") } }\nclass C: P { var z = 1\n  init(z: Int) { self.z = z; print(\"C\") }\n}\n_ = C(z: 2)",
         "C\nP\n"),
        ("class P { var d: String { \"P\" } }\nclass C: P { override var d: String { super.d + \"C\" } }\nprint(C().d)",
         "PC\n"),
        ("class Shape { func area() -> Double { 0 } }\nclass Sq: Shape { let s: Double\n  init(s: Double) { self.s = s }\n  override func area() -> Double { s * s }\n}\nlet shapes: [Shape] = [Sq(s: 2), Shape()]\nprint(shapes.map { $0.area() })",
         "[4.0, 0.0]\n"),
        ("class A {}\nclass B: A {}\nlet x: A = B()\nprint(x is B, x as? B != nil)",
         "true true\n"),
    ])
    func declarations(_ input: String, _ expected: String) {
        expectEqual(transcript(input), expected)
    }

    @Test(arguments: [
        // Identity and shared mutation through `let` references.
        ("class P { var x = 0 }\nlet a = P()\nlet b = a\nb.x = 5\nprint(a.x, a === b, a !== b, a === P())",
         "5 true false false\n"),
        ("class P { var x = 0 }\nfunc bump(_ p: P) { p.x += 1 }\nlet p = P()\nbump(p)\nbump(p)\nprint(p.x)",
         "2\n"),
        ("class P { var x = 0 }\nvar list = [P(), P()]\nlet first = list[0]\nfirst.x = 9\nprint(list.map { $0.x })",
         "[9, 0]\n"),
        // Printing: the class's name (Swift adds the module, `main.Player`), or its description.
        ("class Player {}\nprint(Player())\nprint([Player()])\nprint(\"\\(Player())\")",
         "Player\n[Player]\nPlayer\n"),
        ("class Player: CustomStringConvertible { var name = \"Ann\"\n  var description: String { \"Player(\\(name))\" }\n}\nprint(Player())",
         "Player(Ann)\n"),
    ])
    func referenceSemantics(_ input: String, _ expected: String) {
        expectEqual(transcript(input), expected)
    }

    @Test func bareInstanceShowsItsType() {
        expectEqual(transcript("class Player {}\nPlayer()"), "Player = Player\n")
    }

    @Test(arguments: [
        ("class P { let id = 1 }\nlet p = P()\np.id = 2", """
            error: cannot assign to property: 'id' is a 'let' constant
             3 | p.id = 2
               |   ^~

            """),
        ("class P { var name: String\n  init() { }\n}", """
            error: return from initializer without initializing all stored properties
             2 |   init() { }
               |   ^~~~
            note: 'self.name' not initialized

            """),
        ("class P { var name: String }", """
            error: class 'P' has no initializers
             1 | class P { var name: String }
               |       ^
            note: give each stored property a value, or write an 'init'

            """),
        ("class P { var x = 0 }\nP(x: 1)", """
            error: argument passed to call that takes no arguments
             2 | P(x: 1)
               |      ^

            """),
        ("class A { func f() {} }\nclass B: A { func f() {} }", """
            error: overriding declaration requires an 'override' keyword
             2 | class B: A { func f() {} }
               |                   ^

            """),
        ("class A {}\nclass B: A { override func f() {} }", """
            error: method does not override any method from its superclass
             2 | class B: A { override func f() {} }
               |                            ^

            """),
        ("final class A {}\nclass B: A {}", """
            error: inheritance from a final class 'A'
             2 | class B: A {}
               |          ^

            """),
        ("class A { func f() { super.f() } }", """
            error: 'super' members cannot be referenced in a root class
             1 | class A { func f() { super.f() } }
               |                      ^~~~~

            """),
        ("struct S { deinit {} }", """
            error: deinitializers may only be declared within a class, actor, or noncopyable type
             1 | struct S { deinit {} }
               |            ^~~~~~~~~

            """),
    ])
    func swiftsErrors(_ input: String, _ expected: String) {
        expectEqual(transcript(input), expected)
    }

    @Test func wrongInputsFail() {
        // The checks above can fail: a different program prints something else.
        expectEqual(transcript("class P { var x = 0 }\nlet a = P()\nvar b = P()\nb.x = 5\nprint(a.x, a === b)"), "0 false\n")
        expectEqual(transcript("class A { func f() { print(\"A\") } }\nclass B: A { override func f() { print(\"B\") } }\nA().f()"), "A\n")
    }
}

@Suite struct ClassMemberDetailsTests {
    @Test func implicitlyUnwrappedPropertyReadsAsItsValue() {
        expectEqual(transcript("""
            class Label { var text = "hi" }
            class Screen { var label: Label!
              var missing: Label!
            }
            let s = Screen()
            print(s.missing == nil)
            s.label = Label()
            print(s.label.text, s.label === s.label)
            """), "true\nhi true\n")
    }

    @Test func completionOffersAnInstancesMembers() {
        let interpreter = makeInterpreter()
        interpreter.run("class Player { var name = \"\"; var score = 0\n func win() {} }\nlet player = Player()")
        expectEqual(interpreter.completions(for: "player.s"), ["score"])
        expectEqual(interpreter.completions(for: "player.w"), ["win"])
        expectEqual(interpreter.completions(for: "player.q"), [])
    }
}
