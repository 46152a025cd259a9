/// A repository as the list shows it.
struct Repo: Equatable {
    let name: String
    let language: String

    /// What the list starts with.
    static let starters = [
        Repo(name: "RxSwift", language: "Swift"),
        Repo(name: "RxKotlin", language: "Kotlin"),
    ]

    /// The repo the form's fields make, or `nil` while they make none: a name of at least two
    /// characters without spaces, and a language.
    static func typed(name: String, language: String) -> Repo? {
        guard name.count >= 2, !name.contains(" "), !language.isEmpty else { return nil }
        return Repo(name: name, language: language)
    }
}
