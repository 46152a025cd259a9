import Foundation

struct Repo {
  let id: Int
  let name: String
  let language: String

  init(_ id: Int, _ name: String, _ language: String) {
    self.id = id
    self.name = name
    self.language = language
  }
}
