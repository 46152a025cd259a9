import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("let s: Set = [1, 2, 2, 3]\nprint(s.count, s.contains(2), s.contains(5))", "3 true false\n"),
    ("var s = Set<String>()\nlet first = s.insert(\"a\")\nlet again = s.insert(\"a\")\nprint(first.inserted, again.inserted, s)",
     "true false [\"a\"]\n"),
    ("let a: Set<Int> = [1, 2, 3]\nlet b: Set<Int> = [2, 3, 4]\nprint(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted())",
     "[1, 2, 3, 4] [2, 3] [1] [1, 4]\n"),
    ("let a: Set = [1, 2]\nprint(a.isSubset(of: [1, 2, 3]), a == Set([2, 1]), a.isEmpty)", "true true false\n"),
    ("var a: Set = [1]\nlet b = a\n_ = a.insert(2)\na.formUnion([3])\nprint(a.count, b.count, a.remove(1) ?? 0, a.remove(9) == nil)", "3 1 1 true\n"),
    ("var a: Set = [1]\na.insert(2)", "(inserted: Bool, memberAfterInsert: Int) = (inserted: true, memberAfterInsert: 2)\n"),
    ("let s = Set([3, 1, 3])\nfor x in s.sorted() { print(x) }\nprint(s)", "1\n3\n[3, 1]\n"),
    ("let s: Set = [\"x\"]\ns", "Set<String> = [\"x\"]\n"),
])
func sets(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}
