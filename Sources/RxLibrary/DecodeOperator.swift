import Interpreter

/// `decode(type:decoder:)`: RxSwift decodes `Data` with a `Codable` type, and the playground has
/// neither `Data`, `Codable` nor `JSONDecoder`, so a call says so instead of failing as an
/// unknown member.
package enum DecodeOperator {
    package static let message = "'decode(type:decoder:)' is not in the playground: it needs Data, Codable and JSONDecoder, which the playground does not have"

    package static func register(_ registry: LibrarySet) {
        var entry = MethodEntry(parameters: [Param.variadic(nil)], body: { _, _, site in throw site.error(message) })
        entry.acceptsAnyArguments = true
        registry.instanceTable(.library("Observable")).add("decode", entry)
    }
}
