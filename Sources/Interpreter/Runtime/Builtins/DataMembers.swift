import Foundation

/// Foundation's `Data` and the string conversions around it: `"…".data(using: .utf8)`,
/// `Data("…".utf8)`, `Data([1, 2])`, `String(data:encoding:)`, `count`, `isEmpty`.
package enum DataMembers {
    private static let dataType = SwiftType.library("Data", [])
    private static let encodingType = SwiftType.library("String.Encoding", [])
    private static let encodings: [(String, String.Encoding, String)] = [
        ("utf8", .utf8, "Unicode (UTF-8)"), ("ascii", .ascii, "Western (ASCII)"),
        ("utf16", .utf16, "Unicode (UTF-16)"), ("isoLatin1", .isoLatin1, "Western (ISO Latin 1)"),
    ]

    package static func register(_ registry: LibrarySet) {
        registry.typeNames["Data"] = { _ in dataType }
        registry.typeNames["String.Encoding"] = { _ in encodingType }
        registry.completionNames.insert("Data")
        registerEncodings(registry)
        registerData(registry)
        registerStrings(registry)
    }

    private static func registerEncodings(_ registry: LibrarySet) {
        let statics = registry.staticTable("String.Encoding")
        for (name, encoding, printed) in encodings {
            statics.addProperty(name, type: { _ in encodingType }) { _, _ in
                .object(StringEncodingObject(encoding, name: printed))
            }
        }
        // `String.Encoding.utf8`: the nested type as a member of `String`.
        registry.staticTable("String").addProperty("Encoding", type: { _ in .unknown }) { _, _ in .type(encodingType) }
    }

    private static func registerData(_ registry: LibrarySet) {
        let statics = registry.staticTable("Data")
        statics.addMethod("init", [], result: { _, _ in dataType }) { _, _, _ in .object(DataObject(Data())) }
        statics.addMethod("init", [Param.positional()], result: { _, _ in dataType }) { _, arguments, site in
            .object(DataObject(try bytes(of: arguments[0], site)))
        }
        let members = registry.instanceTable(.library("Data"))
        members.addProperty("count", type: { _ in .int }) { value, site in .int(try DataObject.bytes(value, site, 0).count) }
        members.addProperty("isEmpty", type: { _ in .bool }) { value, site in
            .bool(try DataObject.bytes(value, site, 0).isEmpty)
        }
        members.addProperty("description", type: { _ in .string }) { value, site in
            .string("\(try DataObject.bytes(value, site, 0).count) bytes")
        }
    }

    private static func registerStrings(_ registry: LibrarySet) {
        registry.instanceTable(.string).addMethod("data", [Param.labeled("using", encodingType)],
                                                  result: { _, _ in .optional(dataType) }) { receiver, arguments, site in
            guard case .string(let text) = receiver else { return .none }
            guard let data = text.data(using: try encoding(arguments[0], site, 0)) else { return .none }
            return .optional(.object(DataObject(data)))
        }
        registry.staticTable("String").addMethod("init", [Param.labeled("data", dataType), Param.labeled("encoding", encodingType)],
                                                 result: { _, _ in .optional(.string) }) { _, arguments, site in
            let data = try DataObject.bytes(arguments[0], site, 0)
            guard let text = String(data: data, encoding: try encoding(arguments[1], site, 1)) else { return .none }
            return .optional(.string(text))
        }
    }

    private static func encoding(_ value: Value, _ site: CallSite, _ index: Int) throws -> String.Encoding {
        if case .object(let object as StringEncodingObject) = value { return object.encoding }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'String.Encoding'",
                         at: site.range(of: index))
    }

    /// The bytes of `Data(…)`'s argument: another `Data`, or a sequence of bytes (`"…".utf8`, `[1, 2]`).
    private static func bytes(of value: Value, _ site: CallSite) throws -> Data {
        if case .object(let data as DataObject) = value { return data.bytes }
        guard case .array(let elements) = value else {
            throw Diagnostic(.error, "no exact matches in call to initializer", at: site.range(of: 0))
        }
        var bytes = Data(capacity: elements.count)
        for element in elements {
            guard let number = element.wideInteger else {
                throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type '[UInt8]'",
                                 at: site.range(of: 0))
            }
            guard let byte = UInt8(exactly: number) else {
                throw Diagnostic(.error, "integer overflows when converted from 'Int' to 'UInt8'", at: site.range(of: 0))
            }
            bytes.append(byte)
        }
        return bytes
    }
}
