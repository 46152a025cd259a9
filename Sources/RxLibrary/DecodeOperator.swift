import Interpreter
import RxSwift

/// `decode(type:decoder:)`: each `Data` element decoded into `type` with a `JSONDecoder`, as
/// `JSONDecoder().decode(_:from:)` decodes it; a `DecodingError` ends the sequence with that error.
package enum DecodeOperator {
    package static func register(_ registry: LibrarySet) {
        var entry = MethodEntry(parameters: [Param.labeled("type"), Param.labeled("decoder", .library("JSONDecoder", []))],
                                body: { receiver, arguments, site in
            let (source, object) = try RxValues.source(receiver, site)
            let type = try CoderMembers.decodedType(arguments[0], site, 0, method: "decode(type:decoder:)")
            guard case .object(let decoder as CoderObject) = arguments[1], decoder.name == "JSONDecoder" else {
                throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: arguments[1]))' to expected argument type 'JSONDecoder'",
                                 at: site.range(of: 1))
            }
            if !object.elementType.isUnknown, object.elementType != .library("Data", []) {
                throw site.error("referencing instance method 'decode(type:decoder:)' on 'ObservableType' requires the types '\(object.elementType)' and 'Data' be equivalent")
            }
            let decoding = JSONDecoding(runtime: site.runtime, range: site.range)
            let runtime = site.runtime
            let decoded = source.map { element -> Value in
                do {
                    guard case .object(let data as DataObject) = element else {
                        throw site.error("cannot convert value of type '\(ValuePrinter.dynamicType(of: element))' to expected argument type 'Data'")
                    }
                    return try decoding.decode(type, from: data.bytes)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                    throw diagnostic
                }
            }
            return RxValues.derived(decoded, element: type, from: [object], site)
        })
        entry.resultType = { _, _ in .library("Observable", [.unknown]) }
        entry.compileCheck = { receiver, named, _ in
            var check = CoderMembers.decodeCheck(named.first ?? nil, method: "decode(type:decoder:)")
            let element = receiver.firstArgument
            if check.refusal == nil, !element.isUnknown, element != .library("Data", []) {
                check.refusal = "referencing instance method 'decode(type:decoder:)' on 'ObservableType' requires the types '\(element)' and 'Data' be equivalent"
            }
            return (check.refusal, check.result.map { .library("Observable", [$0]) })
        }
        registry.instanceTable(.library("Observable")).add("decode", entry)
    }
}
