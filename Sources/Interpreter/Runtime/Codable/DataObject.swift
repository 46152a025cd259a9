import Foundation

/// Foundation's `Data` as learner code holds it: bytes, printed as Swift prints them (`5 bytes`).
package final class DataObject: RuntimeObject {
    package let bytes: Data

    package init(_ bytes: Data) {
        self.bytes = bytes
    }

    package var type: SwiftType { .library("Data", []) }
    package var family: MemberFamily { .library("Data") }
    package var printed: String { "\(bytes.count) bytes" }

    package func isEqual(to other: RuntimeObject) -> Bool {
        guard let other = other as? DataObject else { return false }
        return bytes == other.bytes
    }

    /// The `Data` in a value, or Swift's conversion error at argument `index`.
    package static func bytes(_ value: Value, _ site: CallSite, _ index: Int) throws -> Data {
        if case .object(let data as DataObject) = value { return data.bytes }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Data'",
                         at: site.range(of: index))
    }
}

/// A `String.Encoding` (`.utf8`, `.ascii`…), printed as Foundation names it.
package final class StringEncodingObject: RuntimeObject {
    package let encoding: String.Encoding
    private let name: String

    package init(_ encoding: String.Encoding, name: String) {
        self.encoding = encoding
        self.name = name
    }

    package var type: SwiftType { .library("String.Encoding", []) }
    package var printed: String { name }

    package func isEqual(to other: RuntimeObject) -> Bool {
        (other as? StringEncodingObject)?.encoding == encoding
    }
}
