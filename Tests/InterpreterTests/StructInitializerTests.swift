import TestSupport
import Testing

/// A struct's own initializer sets its `let` properties (`self.id = id`); nothing else may.
@Suite struct StructInitializerTests {
    static let repo = "struct Repo {\n  let id: Int\n  let name: String\n  init(_ id: Int, _ name: String) {\n    self.id = id\n    self.name = name\n  }\n}\n"

    @Test func anInitializerSetsItsLetProperties() {
        expectEqual(transcript(Self.repo + "let repo = Repo(1, \"RxSwift\")\nprint(repo.id, repo.name)"), "1 RxSwift\n")
    }

    @Test func outsideAnInitializerALetPropertyStaysFixed() {
        expectEqual(transcript(Self.repo + "var repo = Repo(1, \"RxSwift\")\nrepo.id = 2"), """
            error: cannot assign to property: 'id' is a 'let' constant
             10 | repo.id = 2
                |      ^~

            """)
    }
}
