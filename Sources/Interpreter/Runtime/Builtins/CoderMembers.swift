import Foundation

/// `JSONDecoder` and `JSONEncoder` for learner types that declare `Codable` (or `Decodable`,
/// `Encodable`): `try JSONDecoder().decode(T.self, from: data)` and
/// `try JSONEncoder().encode(value)`, throwing Swift's `DecodingError`s.
package enum CoderMembers {
    package static func register(_ registry: LibrarySet) {
        for name in ["JSONDecoder", "JSONEncoder"] {
            registry.typeNames[name] = { _ in .library(name, []) }
            registry.completionNames.insert(name)
            registry.staticTable(name).addMethod("init", [], result: { _, _ in .library(name, []) }) { _, _, _ in
                .object(CoderObject(name: name))
            }
        }
        registry.typeNames["DecodingError"] = { _ in .library("DecodingError", []) }
        registry.throwingMethods["JSONDecoder", default: []].insert("decode")
        registry.throwingMethods["JSONEncoder", default: []].insert("encode")
        registerDecode(registry)
        registerEncode(registry)
    }

    private static func registerDecode(_ registry: LibrarySet) {
        var decode = MethodEntry(parameters: [Param.positional(), Param.labeled("from", .library("Data", []))], body: {
            _, arguments, site in
            let type = try decodedType(arguments[0], site, 0, method: "decode(_:from:)")
            let data = try DataObject.bytes(arguments[1], site, 1)
            return try JSONDecoding(runtime: site.runtime, range: site.range).decode(type, from: data)
        })
        decode.compileCheck = { _, named, _ in decodeCheck(named.first ?? nil, method: "decode(_:from:)") }
        registry.instanceTable(.library("JSONDecoder")).add("decode", decode)
    }

    private static func registerEncode(_ registry: LibrarySet) {
        var encode = MethodEntry(parameters: [Param.positional()], body: { _, arguments, site in
            if let refusal = CodableTypes.refusal(ValuePrinter.dynamicType(of: arguments[0]), .encodable, method: "encode") {
                throw Diagnostic(.error, refusal, at: site.range)
            }
            return .object(DataObject(try JSONEncoding(runtime: site.runtime, range: site.range).encode(arguments[0])))
        }, resultType: { _, _ in .library("Data", []) })
        encode.compileCheck = { _, _, types in
            (types.first.flatMap { CodableTypes.refusal($0, .encodable, method: "encode") }, nil)
        }
        registry.instanceTable(.library("JSONEncoder")).add("encode", encode)
    }

    /// The refusal of a type that is not `Decodable`, or the result type of decoding it.
    package static func decodeCheck(_ named: SwiftType?, method: String) -> (refusal: String?, result: SwiftType?) {
        guard let named else { return (nil, nil) }
        return (CodableTypes.refusal(named, .decodable, method: method), named)
    }

    /// The type a `T.self` argument names, refused as Swift refuses it when it is not `Decodable`.
    package static func decodedType(_ value: Value, _ site: CallSite, _ index: Int, method: String) throws -> SwiftType {
        guard case .type(let type) = value else {
            throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'T.Type'",
                             at: site.range(of: index))
        }
        if let refusal = CodableTypes.refusal(type, .decodable, method: method) { throw Diagnostic(.error, refusal, at: site.range) }
        return type
    }
}

/// A `JSONDecoder` or `JSONEncoder`: it holds no settings the playground reads.
package final class CoderObject: RuntimeObject {
    package let name: String

    package init(name: String) {
        self.name = name
    }

    package var type: SwiftType { .library(name, []) }
    package var family: MemberFamily { .library(name) }
    package var printed: String { "FoundationEssentials.\(name)" }
}
