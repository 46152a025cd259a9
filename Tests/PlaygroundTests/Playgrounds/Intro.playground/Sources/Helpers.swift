import Foundation

public func greet(_ name: String) -> String {
    "Hello, \(name)"
}

public let animals = ["🐶", "🐱"]
