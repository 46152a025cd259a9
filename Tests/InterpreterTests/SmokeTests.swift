import Interpreter
import Testing

@Test func smoke() {
    let text = transcript("let x = 1 + 2", "print(x)", "x * 2", "print([1, 2], \"a\", Optional(1))")
    print(text)
    #expect(text == "3\nInt = 6\n[1, 2] a Optional(1)\n")
}
